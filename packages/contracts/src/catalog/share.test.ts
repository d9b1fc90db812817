import { checkShare, cleanLine, firstShareError, isEmptyDelta, isShareUrl, sanitizeDelta, type ShareInput } from './share';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const offer = (overrides: Partial<ShareInput> = {}): ShareInput => ({
  kind: 'offer',
  title: 'Televisor Samsung 55 pulgadas',
  url: 'https://www.exito.com/tv',
  shop: 'exito',
  category: 'dGVjbm9sb2dpYQ==',
  price: 1_899_900,
  previous_price: 2_499_900,
  description: { ops: [{ insert: 'Precio histórico del televisor.\n' }] },
  ...overrides,
});

describe('checkShare', () => {
  it('a complete offer and a complete coupon have no problems', () => {
    expect(checkShare(offer(), NOW)).toEqual({});
    expect(checkShare({ kind: 'coupon', title: '20% en tecnología', url: 'https://exito.com', shop: 'exito', category: 'aG9nYXI=', reduction: '20%', code: null }, NOW)).toEqual({});
  });

  it('names every broken field, and the first one in form order', () => {
    const errors = checkShare(offer({ title: 'TV', url: 'javascript:alert(1)', shop: null, category: '', previous_price: 1_000, description: null }), NOW);
    expect(Object.keys(errors).sort()).toEqual(['category', 'description', 'previous_price', 'shop', 'title', 'url']);
    expect(firstShareError(errors)).toBe('El título debe tener entre 8 y 140 caracteres.');
  });

  it('dates: the end must be future, after the start and within two years; the start within a year back', () => {
    const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(checkShare(offer({ end_date: iso(-1) }), NOW).end_date).toBe('La fecha de fin no puede estar en el pasado.');
    expect(checkShare(offer({ init_date: iso(5 * DAY), end_date: iso(2 * DAY) }), NOW).end_date).toBe('La fecha de fin debe ser posterior a la de inicio.');
    expect(checkShare(offer({ end_date: iso(731 * DAY) }), NOW).end_date).toBe('La fecha de fin no puede ser a más de dos años.');
    expect(checkShare(offer({ init_date: iso(-366 * DAY) }), NOW).init_date).toBe('La fecha de inicio no puede ser de hace más de un año.');
    expect(checkShare(offer({ init_date: iso(-DAY), end_date: iso(DAY) }), NOW)).toEqual({});
  });

  it('a title is measured after collapsing spaces and dropping control characters', () => {
    expect(cleanLine('  Oferta\u0000 de\t\tverdad  ')).toBe('Oferta de verdad');
    expect(checkShare(offer({ title: '  Barato \u0007 ' }), NOW).title).toBe('El título debe tener entre 8 y 140 caracteres.');
  });

  it('merchant addresses: http(s) with a host and no credentials', () => {
    expect(isShareUrl('https://www.exito.com/tv?x=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.co', 'https://a:b@x.co', 'https://x.co/a b', 'exito.com', `https://x.co/${'a'.repeat(2000)}`]) expect(isShareUrl(bad)).toBe(false);
  });
});

describe('sanitizeDelta', () => {
  it("keeps the toolbar's formats and drops everything else", () => {
    expect(
      sanitizeDelta({
        ops: [
          { insert: 'a', attributes: { bold: true, italic: 'yes', font: 'serif', size: 'large', color: '#e60000', background: 'url(x)' } },
          { insert: 'b', attributes: { link: 'javascript:alert(1)' } },
          { insert: 'c', attributes: { link: 'tel:+573001234567' } },
          { insert: { image: 'data:image/svg+xml;base64,AAAA' } },
          { insert: { image: 'data:image/bmp;base64,AAAA' } },
          { insert: { video: 'mailto:a@b.co' } },
          { insert: '\n', attributes: { list: 'checked', indent: 9, header: 3, align: 'center' } },
          { insert: '\u0000' },
        ],
      }),
    ).toEqual({
      ops: [
        { insert: 'a', attributes: { bold: true, size: 'large', color: '#e60000' } },
        { insert: 'b' },
        { insert: 'c', attributes: { link: 'tel:+573001234567' } },
        { insert: { image: 'data:image/bmp;base64,AAAA' } },
        { insert: '\n', attributes: { align: 'center', header: 3 } },
      ],
    });
  });

  it('an untouched editor is empty; text or a picture is not', () => {
    expect(isEmptyDelta({ ops: [{ insert: '\n' }] })).toBe(true);
    expect(isEmptyDelta(null)).toBe(true);
    expect(isEmptyDelta({ ops: [{ insert: 'x\n' }] })).toBe(false);
    expect(isEmptyDelta({ ops: [{ insert: { image: '/a.png' } }] })).toBe(false);
  });
});
