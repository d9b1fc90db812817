import { sanitizeRichText } from './rich-text';

test('keeps images from our own image endpoint by relative path', () => {
  const { html } = sanitizeRichText('<p><img src="/api/v1/images/forum/0123456789abcdef01234567?width=640"></p>');
  expect(html).toContain('src="/api/v1/images/forum/0123456789abcdef01234567?width=640"');
});

test('keeps no picture from anywhere else, nor its width and height', () => {
  const { html } = sanitizeRichText('<p><img src="/api/v1/images/forum/0123456789abcdef01234567" width="99999" height="1"></p>');
  expect(html).toBe('<p><img src="/api/v1/images/forum/0123456789abcdef01234567" /></p>');
  for (const src of ['https://cdn.example.co/foto.jpg', 'http://169.254.169.254/latest/meta-data/', 'https://tracker.example/pixel.gif?u=1']) {
    expect(sanitizeRichText(`<p>x<img src="${src}"></p>`).html).toBe('<p>x</p>');
  }
});

test('drops other relative, protocol-relative and script sources', () => {
  for (const src of ['/etc/passwd', '//evil.example/x.png', 'javascript:alert(1)', '/api/v1/images/../../secret', 'data:image/png;base64,AAAA']) {
    expect(sanitizeRichText(`<p>x<img src="${src}"></p>`).html).not.toContain('<img');
  }
});

test('removes scripts and event handlers, keeps toolbar formatting', () => {
  const { html } = sanitizeRichText('<p onclick="x()"><strong>Hola</strong><script>alert(1)</script> <a href="javascript:alert(1)">mal</a></p>');
  expect(html).toBe('<p><strong>Hola</strong> <span>mal</span></p>');
});
