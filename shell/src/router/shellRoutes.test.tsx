import { remoteEntry } from '../test-utils/renderShell';
import { InformationPage, NotFoundPage } from '../frame/onDemandParts';
import { pageRouteFor, shellRoutes } from './shellRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('pageRouteFor', () => {
  const routes = shellRoutes([remoteEntry({ name: 'coupons', routes: ['/', '/ofertas/:slug'] }), remoteEntry({ name: 'forum', routes: ['/forum'] })]);

  it("finds the route that draws a path: a remote's, an information page, or the 404 for the rest", () => {
    expect(pageRouteFor(routes, '/ofertas/tv-55')?.path).toBe('/ofertas/:slug');
    expect(pageRouteFor(routes, '/forum')?.path).toBe('/forum');
    const information = pageRouteFor(routes, '/informacion/terminos');
    expect(information?.path).toBe('/informacion/:slug');
    expect((information?.element as { type: unknown }).type).toBe(InformationPage);
    const missing = pageRouteFor(routes, '/no/existe');
    expect(missing?.path).toBe('*');
    expect((missing?.element as { type: unknown }).type).toBe(NotFoundPage);
  });

  it('gives the shell pages a way to fetch their code ahead', () => {
    expect(typeof InformationPage.preload).toBe('function');
    expect(typeof NotFoundPage.preload).toBe('function');
  });
});
