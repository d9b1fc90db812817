import { cutText, deltaToPlainText, descriptionExcerpt, descriptionToHtml, parseDelta, plainTextToHtml, renderDelta, safeImageUrl, safeLinkUrl } from './delta';

const delta = (ops: unknown[]) => JSON.stringify({ ops });

test('paragraphs, inline formats, headers, lists, indent and align', () => {
  const html = descriptionToHtml(
    delta([
      { insert: 'Oferta ' },
      { insert: 'imperdible', attributes: { bold: true, italic: true } },
      { insert: '\nDetalles' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'Pantalla 55"' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'Smart TV' },
      { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
      { insert: 'Paso uno' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'Centrado', attributes: { underline: true, strike: true, size: 'large', color: '#e8452c' } },
      { insert: '\n', attributes: { align: 'center' } },
    ]),
  );
  expect(html).toBe(
    '<p>Oferta <em><strong>imperdible</strong></em></p>' +
      '<h2>Detalles</h2>' +
      '<ul><li>Pantalla 55&quot;</li><li class="ql-indent-1">Smart TV</li></ul>' +
      '<ol><li>Paso uno</li></ol>' +
      '<p class="ql-align-center"><span class="ql-size-large" style="color: #e8452c"><s><u>Centrado</u></s></span></p>',
  );
});

test('safe links and images survive with safe attributes', () => {
  const html = renderDelta({
    ops: [
      { insert: 'Ver en la tienda', attributes: { link: 'https://www.exito.com/tv?a=1&b=2' } },
      { insert: ' o escribe a ' },
      { insert: 'ventas', attributes: { link: 'mailto:ventas@exito.com' } },
      { insert: { image: 'https://cdn.example.co/tv.jpg' } },
      { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567?width=320' } },
      { insert: '\n' },
    ],
  });
  expect(html).toContain('<a href="https://www.exito.com/tv?a=1&amp;b=2" rel="nofollow ugc noopener noreferrer" target="_blank">Ver en la tienda</a>');
  expect(html).toContain('<a href="mailto:ventas@exito.com"');
  expect(html).toContain('<img src="https://cdn.example.co/tv.jpg" alt="" loading="lazy">');
  expect(html).toContain('<img src="/api/v1/images/offer/0123456789abcdef01234567?width=320"');
});

test('javascript: links, <script> text, bad images, styles and attributes never survive', () => {
  const html = descriptionToHtml(
    delta([
      { insert: '<script>alert(1)</script>' },
      { insert: 'clic', attributes: { link: 'javascript:alert(2)' } },
      { insert: 'clic2', attributes: { link: ' JaVa\tScRiPt:alert(3)' } },
      { insert: 'clic3', attributes: { link: 'data:text/html,<script>alert(4)</script>' } },
      { insert: 'clic4', attributes: { link: '//evil.example/x' } },
      { insert: 'clic5', attributes: { link: 'vbscript:msgbox(1)' } },
      { insert: { image: 'javascript:alert(5)' } },
      { insert: { image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } },
      { insert: { image: 'x" onerror="alert(6)' } },
      { insert: { video: 'javascript:alert(7)' } },
      { insert: 'color', attributes: { color: 'red;background:url(javascript:alert(8))', background: 'expression(alert(9))' } },
      { insert: 'x', attributes: { size: '"><script>', header: '1 onclick=alert(1)' } },
      { insert: '\n', attributes: { header: '<h1>', align: '" onmouseover="alert(10)', indent: 99, list: 'script' } },
    ]),
  );
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/onerror|onmouseover|onclick/i);
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/href="\/\//);
  expect(html).not.toMatch(/style=/);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('clic'); // the text of a dropped link stays
  expect(html.startsWith('<p>')).toBe(true);
});

test('URL checks allow only http(s), mailto, tel, site paths and image data URLs', () => {
  expect(safeLinkUrl('https://a.co')).toBe('https://a.co');
  expect(safeLinkUrl('tel:+573001234567')).toBe('tel:+573001234567');
  expect(safeLinkUrl('/ofertas/x')).toBe('/ofertas/x');
  expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
  expect(safeLinkUrl('java\u0000script:alert(1)')).toBeNull();
  expect(safeLinkUrl('/\\evil.example')).toBeNull();
  expect(safeLinkUrl(42)).toBeNull();
  expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
  expect(safeImageUrl('mailto:a@b.co')).toBeNull();
});

test('plain text descriptions are escaped and paragraphs kept; bare ops arrays are Deltas too', () => {
  expect(descriptionToHtml('Hola <b>mundo</b>\n\nVer https://a.co/x.')).toBe('<p>Hola &lt;b&gt;mundo&lt;/b&gt;</p><p>Ver <a href="https://a.co/x" rel="nofollow ugc noopener noreferrer" target="_blank">https://a.co/x</a>.</p>');
  expect(descriptionToHtml(JSON.stringify([{ insert: 'Hola\n' }]))).toBe('<p>Hola</p>');
  expect(parseDelta('{"no": "ops"}')).toBeNull();
  expect(parseDelta('{roto')).toBeNull();
  expect(descriptionToHtml('{roto')).toBe('<p>{roto</p>');
  expect(plainTextToHtml('línea 1\nlínea 2')).toBe('línea 1<br>línea 2');
});

test('the plain-text fallback is cut at 156 characters', () => {
  const long = 'Televisor Samsung de 55 pulgadas con resolución 4K, HDR10+, sistema Tizen, control por voz, tres puertos HDMI, dos USB, Wi-Fi y Bluetooth, ideal para ver fútbol en familia.';
  const excerpt = descriptionExcerpt(delta([{ insert: long }, { insert: '\n' }]));
  expect(excerpt.length).toBeLessThanOrEqual(156);
  expect(excerpt.endsWith('…')).toBe(true);
  expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
  expect(descriptionExcerpt('Corto')).toBe('Corto');
  expect(cutText('x'.repeat(400))).toHaveLength(156);
  expect(deltaToPlainText({ ops: [{ insert: 'Uno\n' }, { insert: { image: 'https://a.co/i.png' } }, { insert: 'Dos\n' }] })).toBe('Uno Dos');
});
