import { sanitizeEditorUrl } from './sanitizeEditorUrl';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeEditorUrl (SPEC §5: http, https, mailto, tel or data forms)', () => {
  it.each([
    ['https://www.exito.com/tv?ref=gangazo', 'https://www.exito.com/tv?ref=gangazo'],
    ['HTTP://Tienda.com', 'http://tienda.com/'],
    ['  https://falabella.com.co/oferta  ', 'https://falabella.com.co/oferta'],
    ['falabella.com.co/celulares', 'https://falabella.com.co/celulares'],
    ['//cdn.tienda.co/a.png', 'https://cdn.tienda.co/a.png'],
    ['mailto:ayuda@gangazo.co', 'mailto:ayuda@gangazo.co'],
    ['ana@correo.com.co', 'mailto:ana@correo.com.co'],
    ['tel:+57 (601) 555-1234', 'tel:+576015551234'],
    [PNG, PNG],
  ])('keeps the link %s as %s', (input, expected) => {
    expect(sanitizeEditorUrl(input, 'link')).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' \u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://archivos.co/x',
    'blob:https://gangazo.co/1234',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png,<svg onload=alert(1)>',
    'https://banco.com@evil.co/login',
    'https://',
    'tel:llamame',
    'mailto:nadie',
    'solo texto con espacios',
    '',
    '/ruta/relativa',
  ])('refuses the link %j', (input) => {
    expect(sanitizeEditorUrl(input, 'link')).toBeNull();
  });

  it('limits images to http(s) and SPEC §5 picture types as data URLs, never mailto or tel', () => {
    expect(sanitizeEditorUrl('https://gangazo.co/a.jpg', 'image')).toBe('https://gangazo.co/a.jpg');
    expect(sanitizeEditorUrl(PNG, 'image')).toBe(PNG);
    expect(sanitizeEditorUrl('data:image/x-icon;base64,AAABAAEAEBA=', 'image')).toBe('data:image/x-icon;base64,AAABAAEAEBA=');
    expect(sanitizeEditorUrl('data:image/bmp;base64,Qk0=', 'image')).toBe('data:image/bmp;base64,Qk0=');
    expect(sanitizeEditorUrl('data:image/webp;base64,UklGRg==', 'image')).toBeNull();
    expect(sanitizeEditorUrl('mailto:a@b.co', 'image')).toBeNull();
    expect(sanitizeEditorUrl('tel:+573001234567', 'image')).toBeNull();
    expect(sanitizeEditorUrl('ana@correo.co', 'image')).toBeNull();
  });

  it('resolves a path from the upload endpoint against the page, and only then', () => {
    expect(sanitizeEditorUrl('/api/v1/images/forum/0123456789abcdef01234567', 'image', 'https://gangazo.co/forum/new')).toBe(
      'https://gangazo.co/api/v1/images/forum/0123456789abcdef01234567',
    );
    expect(sanitizeEditorUrl('/api/v1/images/forum/x', 'image')).toBeNull();
  });
});
