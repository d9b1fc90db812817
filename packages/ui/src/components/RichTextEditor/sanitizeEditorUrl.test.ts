import { editorSitePaths, sanitizeEditorUrl } from './sanitizeEditorUrl';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeEditorUrl (SPEC §5: http, https, mailto, tel or data forms)', () => {
  it.each([
    ['https://www.exito.com/tv?ref=gangazo', 'https://www.exito.com/tv?ref=gangazo'],
    ['HTTP://Tienda.com', 'http://tienda.com/'],
    ['http://tienda.co', 'http://tienda.co/'],
    ['  https://falabella.com.co/oferta  ', 'https://falabella.com.co/oferta'],
    ['falabella.com.co/celulares', 'https://falabella.com.co/celulares'],
    ['//cdn.tienda.co/a.png', 'https://cdn.tienda.co/a.png'],
    ['mailto:ayuda@gangazo.co', 'mailto:ayuda@gangazo.co'],
    ['ana@correo.com.co', 'mailto:ana@correo.com.co'],
    ['tel:+573001234567', 'tel:+573001234567'],
    ['tel:+57 (601) 555-1234', 'tel:+576015551234'],
  ])('keeps the link %s as %s', (input, expected) => {
    expect(sanitizeEditorUrl(input, 'link')).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' \u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://archivos.co/x',
    'blob:https://gangazo.co/1234',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png,<svg onload=alert(1)>',
    // A picture's data URL is an image, never a link: neither the BFF nor the Delta renderer keeps it in an href.
    PNG,
    'https://banco.com@evil.co/login',
    'https://user:pass@tienda.co',
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
    for (const type of ['png', 'gif', 'jpeg', 'bmp', 'x-icon']) expect(sanitizeEditorUrl(`data:image/${type};base64,AAAA`, 'image')).toBe(`data:image/${type};base64,AAAA`);
    expect(sanitizeEditorUrl('data:image/x-icon;base64,AAABAAEAEBA=', 'image')).toBe('data:image/x-icon;base64,AAABAAEAEBA=');
    expect(sanitizeEditorUrl('data:image/bmp;base64,Qk0=', 'image')).toBe('data:image/bmp;base64,Qk0=');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/webp;base64,UklGRg==',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png,notbase64<>',
      'mailto:a@b.co',
      'tel:+573001234567',
      'ana@correo.co',
      'blob:https://x/1',
      'https://u:p@tienda.co/x.png',
    ]) {
      expect(sanitizeEditorUrl(bad, 'image')).toBeNull();
    }
  });

  it('limits videos (shown in an iframe) to web addresses', () => {
    expect(sanitizeEditorUrl('https://www.youtube.com/embed/abc', 'video')).toBe('https://www.youtube.com/embed/abc');
    expect(sanitizeEditorUrl('player.vimeo.com/video/1', 'video')).toBe('https://player.vimeo.com/video/1');
    for (const bad of ['mailto:a@b.co', 'ana@correo.co', 'tel:+573001234567', 'javascript:alert(1)', PNG, '/video/1']) {
      expect(sanitizeEditorUrl(bad, 'video', 'keep')).toBeNull();
    }
  });

  it('resolves a path from the upload endpoint against the page, and only then', () => {
    expect(sanitizeEditorUrl('/api/v1/images/forum/0123456789abcdef01234567', 'image', { base: 'https://gangazo.co/forum/new' })).toBe(
      'https://gangazo.co/api/v1/images/forum/0123456789abcdef01234567',
    );
    expect(sanitizeEditorUrl('/api/v1/images/forum/x', 'image')).toBeNull();
  });

  it("keeps paths on this site as they are when asked to (a Delta's renderer accepts them)", () => {
    expect(sanitizeEditorUrl('/cupones/exito', 'link', 'keep')).toBe('/cupones/exito');
    expect(sanitizeEditorUrl('/api/v1/images/offer/0123456789abcdef01234567?width=960', 'image', 'keep')).toBe('/api/v1/images/offer/0123456789abcdef01234567?width=960');
    expect(sanitizeEditorUrl('/cupones/mi tienda', 'link', 'keep')).toBe('/cupones/mi%20tienda');
    // `/\host` is `//host` to a browser: another site, not a path on this one.
    expect(sanitizeEditorUrl('/\\evil.co/x', 'link', 'keep')).toBeNull();
    expect(sanitizeEditorUrl('/\\evil.co/x', 'image', 'keep')).toBeNull();
  });

  it('follows the document format: a Delta keeps site paths, HTML resolves image paths and refuses link paths', () => {
    expect(editorSitePaths('delta', 'link')).toBe('keep');
    expect(editorSitePaths('delta', 'image')).toBe('keep');
    expect(editorSitePaths('html', 'link')).toBe('refuse');
    expect(editorSitePaths('html', 'image')).toEqual({ base: window.location.href });
  });
});
