/**
 * @jest-environment node
 */
// The shell's server renderer on one of its own pages (no remote): how many times it draws a page
// for the data it finds, and that the page it sends holds that data.
import type { ServerRenderRequest } from '@gangazo/contracts';
import { footer, informations } from '../test-utils/contentFixtures';
import { createRenderer } from './renderer';

const ANSWERS: Record<string, unknown> = { '/api/v1/offers/data_fotter': footer, '/api/v1/informations': informations };

function renderer(delayMs = 0) {
  const asked: string[] = [];
  const render = createRenderer({
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return path in ANSWERS ? Response.json(ANSWERS[path]) : Response.json({ statusCode: 404, error: 'Not Found', message: 'No encontramos el recurso solicitado.' }, { status: 404 });
    },
    loadCode: async () => {
      throw new Error('esta prueba no carga remotos');
    },
  });
  return { render, asked };
}

const request = (url: string): ServerRenderRequest => ({ url, budgetMs: 2_000, bootstrap: { siteName: 'Gangazo', siteUrl: 'http://localhost', apiBase: '/api', remotes: [] } });

test('a page whose data is asked for at once is drawn twice: once to find it, once with it', async () => {
  for (const delayMs of [0, 30]) {
    const { render, asked } = renderer(delayMs);
    const page = await render.render(request('/informacion/terminos-y-condiciones'));
    expect(page.passes).toBe(2);
    expect(page.timedOut).toBe(false);
    expect(page.failures).toEqual([]);
    // The page as the data makes it, not its loading state.
    expect(page.html).toContain('Al usar Gangazo aceptas estas reglas.');
    expect(page.html).toContain('Ofertas verificadas por la comunidad.');
    // Each answer asked for once; the browser gets them with the page.
    expect(asked.filter((path) => path === '/api/v1/informations')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v1/offers/data_fotter')).toHaveLength(1);
    expect(JSON.stringify(page.state.api)).toContain('Términos y condiciones');
  }
});

test('an answer that does not come within the budget leaves its part in its loading state, drawn once more', async () => {
  const { render } = renderer(200);
  const page = await render.render({ ...request('/informacion/terminos-y-condiciones'), budgetMs: 100 });
  expect(page.timedOut).toBe(true);
  expect(page.html).not.toContain('Al usar Gangazo aceptas estas reglas.');
  expect(page.passes).toBe(2);
});
