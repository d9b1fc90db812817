import { makeStore } from '@gangazo/platform';
import { onDemand } from '@gangazo/ui';
import type { ShellBootstrap } from '@gangazo/contracts';
import { remoteEntry } from '../test-utils/renderShell';
import { RemoteRegistry } from './remoteRegistry';

const bootstrap: ShellBootstrap = {
  siteName: 'Gangazo',
  siteUrl: 'http://localhost',
  apiBase: '/api',
  remotes: [remoteEntry({ name: 'coupons', routes: ['/', '/ofertas/:slug', '/cupones/:slug'] })],
};

describe('a page hydrated from server HTML', () => {
  it("waits for the chunk of the remote's page it shows, and only that one", async () => {
    const offerChunk = jest.fn(async () => () => <p>Oferta</p>);
    const shopChunk = jest.fn(async () => () => <p>Tienda</p>);
    const OfferPage = onDemand(offerChunk, { boundary: false });
    const ShopPage = onDemand(shopChunk, { boundary: false });
    const module = {
      default: {
        routes: [
          { path: '/', element: <p>Inicio</p> },
          { path: '/ofertas/:slug', element: <OfferPage /> },
          { path: '/cupones/:slug', Component: ShopPage },
        ],
      },
    };
    const registry = new RemoteRegistry(bootstrap, makeStore(), async () => module);

    await registry.preloadForPath('/ofertas/tv-55', 1000);
    expect(offerChunk).toHaveBeenCalledTimes(1);
    expect(shopChunk).not.toHaveBeenCalled();

    // A page given as `Component` is found too; a page in the module itself needs nothing.
    await registry.preloadForPath('/cupones/exito', 1000);
    expect(shopChunk).toHaveBeenCalledTimes(1);
    await registry.preloadForPath('/', 1000);
    expect(offerChunk).toHaveBeenCalledTimes(1);
  });

  it('hydrates anyway when the page chunk fails or is late', async () => {
    const OfferPage = onDemand(() => new Promise<never>(() => undefined), { boundary: false });
    const BrokenPage = onDemand(() => Promise.reject(new Error('chunk 404')), { boundary: false });
    const module = { default: { routes: [{ path: '/ofertas/:slug', element: <OfferPage /> }, { path: '/cupones/:slug', element: <BrokenPage /> }] } };
    const registry = new RemoteRegistry(bootstrap, makeStore(), async () => module);
    await expect(registry.preloadForPath('/cupones/exito', 1000)).resolves.toBeUndefined();
    const started = Date.now();
    await registry.preloadForPath('/ofertas/tv-55', 50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
