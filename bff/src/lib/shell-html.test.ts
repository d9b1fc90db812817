import type { ShellBootstrap } from '@gangazo/contracts';
import { renderShellHtml, SCRIPT_AFTER_PAINT } from './shell-html';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><!--gangazo:head--></head><body><div id="root"></div><!--gangazo:bootstrap--><script defer="defer" src="/assets/main.0123456789abcdef.js"></script></body></html>';
const BOOTSTRAP: ShellBootstrap = { siteName: 'Gangazo', siteUrl: 'https://gangazo.test', apiBase: '/api', remotes: [] };

const render = (scriptsAfterPaint: boolean) => renderShellHtml({ template: TEMPLATE, path: '/', bootstrap: BOOTSTRAP, remoteEntryFiles: new Map(), scriptsAfterPaint });

test('a server-rendered page asks for the shell script only after its first paint', () => {
  const html = render(true);
  // No script element the browser would fetch while parsing: the preload scanner must not find it.
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).toContain('<script id="gangazo-main" type="application/json">"/assets/main.0123456789abcdef.js"</script>');
  expect(html).toContain(SCRIPT_AFTER_PAINT);
  // The loader comes after the page's markup and the data it names.
  expect(html.indexOf(SCRIPT_AFTER_PAINT)).toBeGreaterThan(html.indexOf('<div id="root">'));
  expect(html.indexOf(SCRIPT_AFTER_PAINT)).toBeGreaterThan(html.indexOf('id="gangazo-main"'));
});

test('a page the browser draws keeps the deferred script, fetched at once', () => {
  const html = render(false);
  expect(html).toContain('<script defer="defer" src="/assets/main.0123456789abcdef.js"></script>');
  expect(html).not.toContain('gangazo-main');
});
