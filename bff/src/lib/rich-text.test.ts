import { sanitizeRichText } from './rich-text';

test('keeps images from our own image endpoint by relative path', () => {
  const { html } = sanitizeRichText('<p><img src="/api/v1/images/forum/0123456789abcdef01234567?width=640"></p>');
  expect(html).toContain('src="/api/v1/images/forum/0123456789abcdef01234567?width=640"');
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
