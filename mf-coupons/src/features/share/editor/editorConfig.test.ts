import { EDITOR_FORMATS, EDITOR_IMAGE_TYPES, EDITOR_TOOLBAR, isEditorImageType, needsPngConversion } from './editorConfig';
import { editorImageUrl, editorLinkUrl, editorVideoUrl } from './editorUrls';
import { toShareDelta } from './shareDelta';

describe('editor toolbar (SPEC §2 "Rich-text editor")', () => {
  it('holds exactly bold, italic, underline, strike, align, lists, indent, size, header 1–6, link, image, video, colours and clean', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      ['bold', 'italic', 'underline', 'strike'],
      [{ align: [] }],
      [{ list: 'ordered' }, { list: 'bullet' }],
      [{ indent: '-1' }, { indent: '+1' }],
      [{ size: ['small', false, 'large', 'huge'] }],
      [{ header: [1, 2, 3, 4, 5, 6, false] }],
      ['link', 'image', 'video'],
      [{ color: [] }, { background: [] }],
      ['clean'],
    ]);
  });

  it('keeps only the formats the toolbar makes', () => {
    expect([...EDITOR_FORMATS].sort()).toEqual(['align', 'background', 'bold', 'color', 'header', 'image', 'indent', 'italic', 'link', 'list', 'size', 'strike', 'underline', 'video']);
  });

  it('accepts png, gif, jpeg, bmp and x-icon images (SPEC §5), converting bmp and ico', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon']) expect(isEditorImageType(type)).toBe(true);
    for (const type of ['image/svg+xml', 'image/webp', 'text/html', 'application/pdf', '']) expect(isEditorImageType(type)).toBe(false);
    expect(EDITOR_IMAGE_TYPES).toContain('image/x-icon');
    expect(needsPngConversion('image/bmp')).toBe(true);
    expect(needsPngConversion('image/x-icon')).toBe(true);
    expect(needsPngConversion('image/png')).toBe(false);
    expect(needsPngConversion('image/jpeg')).toBe(false);
  });
});

describe('link and image addresses (SPEC §5: http, https, mailto, tel or data forms)', () => {
  it.each([
    ['https://www.exito.com/tv?x=1', 'https://www.exito.com/tv?x=1'],
    ['http://tienda.co', 'http://tienda.co'],
    ['  https://tienda.co/oferta  ', 'https://tienda.co/oferta'],
    ['mailto:ventas@tienda.co', 'mailto:ventas@tienda.co'],
    ['tel:+573001234567', 'tel:+573001234567'],
    ['tienda.com/oferta', 'https://tienda.com/oferta'],
    ['ventas@tienda.co', 'mailto:ventas@tienda.co'],
    ['/cupones/exito', '/cupones/exito'],
  ])('link %s → %s', (input, expected) => {
    expect(editorLinkUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'ftp://tienda.co',
    '//evil.co/x',
    'https://banco.com@evil.co/',
    'https://user:pass@tienda.co',
    'no es una dirección',
    '',
  ])('link %j is refused', (input) => {
    expect(editorLinkUrl(input)).toBeNull();
  });

  it('images: web addresses, site paths and png/gif/jpeg/bmp/x-icon data URLs only', () => {
    expect(editorImageUrl('/api/v1/images/offer/0123456789abcdef01234567?width=960')).toBe('/api/v1/images/offer/0123456789abcdef01234567?width=960');
    expect(editorImageUrl('https://cdn.tienda.co/tv.jpg')).toBe('https://cdn.tienda.co/tv.jpg');
    for (const type of ['png', 'gif', 'jpeg', 'bmp', 'x-icon']) expect(editorImageUrl(`data:image/${type};base64,AAAA`)).toBe(`data:image/${type};base64,AAAA`);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png,notbase64<>',
      'mailto:a@b.co',
      'tel:123',
      'blob:https://x/1',
      'https://u:p@tienda.co/x.png',
    ]) {
      expect(editorImageUrl(bad)).toBeNull();
    }
  });

  it('videos: web addresses only', () => {
    expect(editorVideoUrl('https://www.youtube.com/embed/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(editorVideoUrl('mailto:a@b.co')).toBeNull();
    expect(editorVideoUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('the description sent to the BFF', () => {
  it('keeps inserts and their attributes, reduces embeds to image or video and drops the rest', () => {
    expect(
      toShareDelta([
        { insert: 'Hola ', attributes: { bold: true } },
        { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567' } },
        { insert: { video: 'https://www.youtube.com/embed/abc' }, attributes: {} },
        { insert: { formula: 'x' } },
        { insert: '\n', attributes: { header: 2 } },
      ]),
    ).toEqual({
      ops: [
        { insert: 'Hola ', attributes: { bold: true } },
        { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567' } },
        { insert: { video: 'https://www.youtube.com/embed/abc' } },
        { insert: '\n', attributes: { header: 2 } },
      ],
    });
  });
});
