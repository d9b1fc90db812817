import type { ShellBootstrap } from '@gangazo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { WARM_UP_PARAM, warmUpPages, warmUpUrl } from './pages-warm-up';

const remote = (name: string, routes: string[]) => ({ name, version: '1.0.0', routes, slots: [], platform: '^1.0.0', entry: `/mf/${name}/mf-manifest.json`, source: 'local' as const, updatedAt: '2026-01-01T00:00:00.000Z' });
const bootstrap: ShellBootstrap = {
  siteName: 'Gangazo',
  siteUrl: 'http://localhost',
  apiBase: '/api',
  remotes: [remote('coupons', ['/', '/ofertas/:slug', '/cupones/:slug']), remote('forum', ['/foro', '/foro/:category/:id']), remote('admin', ['/admin/*'])],
};

function fakeLog() {
  const lines: Array<{ level: string; message: string; data: unknown }> = [];
  const at = (level: string) => (data: unknown, message: string) => lines.push({ level, message, data });
  return { lines, log: { info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger };
}

describe('warmUpUrl', () => {
  it('fills every parameter with a word no record has and drops a trailing wildcard', () => {
    expect(warmUpUrl('/')).toBe('/');
    expect(warmUpUrl('/ofertas/:slug')).toBe(`/ofertas/${WARM_UP_PARAM}`);
    expect(warmUpUrl('/blog/:category/:id')).toBe(`/blog/${WARM_UP_PARAM}/${WARM_UP_PARAM}`);
    expect(warmUpUrl('/perfil/:id/:tab?')).toBe(`/perfil/${WARM_UP_PARAM}/${WARM_UP_PARAM}`);
    expect(warmUpUrl('/admin/*')).toBe('/admin/');
  });
});

describe('warmUpPages', () => {
  it('renders the home into the cache first, then one page of each route, one at a time', async () => {
    const order: string[] = [];
    let running = 0;
    const { lines, log } = fakeLog();
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => void order.push('home'),
      renderPage: async (url) => {
        running++;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(url);
        running--;
      },
      log,
    });
    expect(order).toEqual(['home', `/ofertas/${WARM_UP_PARAM}`, `/cupones/${WARM_UP_PARAM}`, '/foro', `/foro/${WARM_UP_PARAM}/${WARM_UP_PARAM}`, '/admin/']);
    expect(warmed).toEqual(['/', ...order.slice(1)]);
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'páginas: render precalentado', data: { pages: 6 } });
  });

  it('goes on past a page that fails, and never throws when the registry cannot be read', async () => {
    const { lines, log } = fakeLog();
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => undefined,
      renderPage: async (url) => {
        if (url.startsWith('/cupones/')) throw new Error('el remoto explotó');
      },
      log,
    });
    expect(warmed).not.toContain(`/cupones/${WARM_UP_PARAM}`);
    expect(warmed).toContain('/foro');
    expect(lines.filter((line) => line.level === 'warn')).toEqual([expect.objectContaining({ message: 'páginas: no se pudo precalentar una página', data: expect.objectContaining({ url: `/cupones/${WARM_UP_PARAM}` }) })]);

    const broken = fakeLog();
    await expect(warmUpPages({ bootstrap: () => Promise.reject(new Error('sin base de datos')), renderHome: async () => undefined, renderPage: async () => undefined, log: broken.log })).resolves.toEqual([]);
    expect(broken.lines[0]).toMatchObject({ level: 'warn', message: 'páginas: no se pudo precalentar el render' });
  });

  it('stops quietly once the server is closing, without logging the pages it had left', async () => {
    const { lines, log } = fakeLog();
    let closing = false;
    const rendered: string[] = [];
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => undefined,
      renderPage: async (url) => {
        if (closing) throw new Error('el hilo de render está cerrado');
        rendered.push(url);
        // The server starts closing during the second page.
        if (rendered.length === 2) closing = true;
      },
      stopped: () => closing,
      log,
    });
    expect(rendered).toEqual([`/ofertas/${WARM_UP_PARAM}`, `/cupones/${WARM_UP_PARAM}`]);
    expect(warmed).toEqual(['/', ...rendered]);
    expect(lines).toEqual([]);
  });
});
