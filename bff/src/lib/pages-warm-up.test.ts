import type { ShellBootstrap } from '@gangazo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { linkedPaths, routeOfPath, WARM_UP_PARAM, warmUpPages, warmUpPath, warmUpUrl } from './pages-warm-up';

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

const siteRoutes = ['/', '/ofertas/:slug', '/cupones/:slug', '/forum', '/forum/new', '/forum/:id/:slug', '/forum/categoria/:slug', '/perfil/:id', '/perfil/:id/medallas', '/admin/*'];

describe('linkedPaths', () => {
  it("lists the site's own paths once, in order, without query, fragment or other sites", () => {
    const html = '<a href="/cupones/exito?ver=hot">Éxito</a><a href="https://x.co/a">x</a><a href="//cdn.x.co/b">b</a><a href="/ofertas/tv#comentarios">TV</a><a href="/cupones/exito">otra vez</a><link href="/assets/a.css">';
    expect(linkedPaths(html)).toEqual(['/cupones/exito', '/ofertas/tv', '/assets/a.css']);
  });
});

describe('routeOfPath', () => {
  it('chooses the pattern with the most literal segments, as the router does', () => {
    expect(routeOfPath('/forum/categoria/ofertas', siteRoutes)).toBe('/forum/categoria/:slug');
    expect(routeOfPath('/forum/42/un-tema', siteRoutes)).toBe('/forum/:id/:slug');
    expect(routeOfPath('/forum/new', siteRoutes)).toBe('/forum/new');
    expect(routeOfPath('/perfil/7', siteRoutes)).toBe('/perfil/:id');
    expect(routeOfPath('/perfil/7/medallas', siteRoutes)).toBe('/perfil/:id/medallas');
    expect(routeOfPath('/admin/usuarios', siteRoutes)).toBe('/admin/*');
    expect(routeOfPath('/', siteRoutes)).toBe('/');
    expect(routeOfPath('/ofertas', siteRoutes)).toBeUndefined();
    expect(routeOfPath('/ofertas/a/b', siteRoutes)).toBeUndefined();
  });
});

describe('warmUpPath', () => {
  it('takes the first real page of the route seen so far, else the address no record has', () => {
    const seen = ['/forum/categoria/ofertas', '/cupones/exito', '/forum/42/un-tema', '/cupones/falabella'];
    expect(warmUpPath('/cupones/:slug', seen, siteRoutes)).toBe('/cupones/exito');
    expect(warmUpPath('/forum/:id/:slug', seen, siteRoutes)).toBe('/forum/42/un-tema');
    expect(warmUpPath('/ofertas/:slug', seen, siteRoutes)).toBe(`/ofertas/${WARM_UP_PARAM}`);
    expect(warmUpPath('/forum', seen, siteRoutes)).toBe('/forum');
  });
});

describe('warmUpPages', () => {
  it('warms each route with a real page linked from one already rendered, the routes nothing links to last', async () => {
    const pagesHtml: Record<string, string> = {
      '/foro': '<a href="/foro/ofertas/42">tema</a>',
      '/cupones/exito': '<a href="/ofertas/tv-55">TV</a>',
    };
    const order: string[] = [];
    const { log } = fakeLog();
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => '<a href="/cupones/exito">Éxito</a><a href="/cupones/falabella">Falabella</a>',
      renderPage: async (url) => {
        order.push(url);
        return pagesHtml[url] ?? '';
      },
      log,
    });
    expect(order).toEqual(['/cupones/exito', '/ofertas/tv-55', '/foro', '/foro/ofertas/42', '/admin/']);
    expect(warmed).toEqual(['/', ...order]);
  });

  it('renders the home into the cache first, then one page of each route, one at a time', async () => {
    const order: string[] = [];
    let running = 0;
    const { lines, log } = fakeLog();
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => {
        order.push('home');
        return '';
      },
      renderPage: async (url) => {
        running++;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(url);
        running--;
        return '';
      },
      log,
    });
    expect(order).toEqual(['home', '/foro', '/admin/', `/ofertas/${WARM_UP_PARAM}`, `/cupones/${WARM_UP_PARAM}`, `/foro/${WARM_UP_PARAM}/${WARM_UP_PARAM}`]);
    expect(warmed).toEqual(['/', ...order.slice(1)]);
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'páginas: render precalentado', data: { pages: 6 } });
  });

  it('goes on past a page that fails, and never throws when the registry cannot be read', async () => {
    const { lines, log } = fakeLog();
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => '',
      renderPage: async (url) => {
        if (url.startsWith('/cupones/')) throw new Error('el remoto explotó');
        return '';
      },
      log,
    });
    expect(warmed).not.toContain(`/cupones/${WARM_UP_PARAM}`);
    expect(warmed).toContain('/foro');
    expect(lines.filter((line) => line.level === 'warn')).toEqual([expect.objectContaining({ message: 'páginas: no se pudo precalentar una página', data: expect.objectContaining({ url: `/cupones/${WARM_UP_PARAM}` }) })]);

    const broken = fakeLog();
    await expect(warmUpPages({ bootstrap: () => Promise.reject(new Error('sin base de datos')), renderHome: async () => '', renderPage: async () => '', log: broken.log })).resolves.toEqual([]);
    expect(broken.lines[0]).toMatchObject({ level: 'warn', message: 'páginas: no se pudo precalentar el render' });
  });

  it('stops quietly once the server is closing, without logging the pages it had left', async () => {
    const { lines, log } = fakeLog();
    let closing = false;
    const rendered: string[] = [];
    const warmed = await warmUpPages({
      bootstrap: async () => bootstrap,
      renderHome: async () => '',
      renderPage: async (url) => {
        if (closing) throw new Error('el hilo de render está cerrado');
        rendered.push(url);
        // The server starts closing during the second page.
        if (rendered.length === 2) closing = true;
        return '';
      },
      stopped: () => closing,
      log,
    });
    expect(rendered).toEqual(['/foro', '/admin/']);
    expect(warmed).toEqual(['/', ...rendered]);
    expect(lines).toEqual([]);
  });
});
