import { readBootstrap } from './readBootstrap';

const entry = { name: 'coupons', version: '0.1.0', routes: ['/'], slots: ['overlay'], platform: '^1.0.0', entry: '/mf/coupons/mf-manifest.json', source: 'local', updatedAt: 'x' };

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'gangazo-bootstrap';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readBootstrap', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads the JSON the BFF inlines, without a request', async () => {
    global.fetch = jest.fn() as typeof fetch;
    const result = await readBootstrap(pageWith(JSON.stringify({ siteName: 'Gangazo', siteUrl: 'https://gangazo.co', apiBase: '/api', remotes: [entry], adminUrl: 'https://admin.gangazo.co' })));
    expect(result).toEqual({ siteName: 'Gangazo', siteUrl: 'https://gangazo.co', apiBase: '/api', remotes: [entry], adminUrl: 'https://admin.gangazo.co' });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('drops malformed registry entries instead of failing the page', async () => {
    const result = await readBootstrap(pageWith(JSON.stringify({ siteName: 'Gangazo', siteUrl: 'x', apiBase: '/api', remotes: [entry, { name: 'roto' }] })));
    expect(result.remotes).toEqual([entry]);
  });

  it('asks the registry when the page has no bootstrap', async () => {
    global.fetch = jest.fn(async () => Response.json({ remotes: [entry] })) as typeof fetch;
    const result = await readBootstrap(pageWith(null));
    expect(jest.mocked(global.fetch).mock.calls[0]?.[0]).toBe('/api/v1/remotes');
    expect(result).toMatchObject({ siteName: 'Gangazo', remotes: [entry] });
  });

  it('still renders the frame (no remotes) when the registry is down', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 503 })) as typeof fetch;
    const result = await readBootstrap(pageWith(null));
    expect(result.remotes).toEqual([]);
  });
});
