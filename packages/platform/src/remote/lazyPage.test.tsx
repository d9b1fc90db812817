import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, preloadRoute } from './lazyPage';

function Offer({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('lazyPage', () => {
  it('renders the page once its code is in, fetching the code once however often it is asked for', async () => {
    const load = jest.fn(async () => Offer);
    const OfferPage = lazyPage(load);
    await Promise.all([OfferPage.preload(), OfferPage.preload()]);
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <OfferPage title="Televisor 55 pulgadas" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Televisor 55 pulgadas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    const load = jest.fn<Promise<typeof Offer>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Offer);
    const OfferPage = lazyPage(load);
    await expect(OfferPage.preload()).rejects.toThrow('ChunkLoadError');
    await expect(OfferPage.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoute', () => {
  it("fetches a lazy page given as the route's element or Component, and passes over anything else", async () => {
    const asElement = jest.fn(async () => Offer);
    const asComponent = jest.fn(async () => () => <Offer title="c" />);
    const ElementPage = lazyPage(asElement);
    const ComponentPage = lazyPage(asComponent);
    await preloadRoute({ element: <ElementPage title="a" /> });
    await preloadRoute({ Component: ComponentPage });
    expect(asElement).toHaveBeenCalledTimes(1);
    expect(asComponent).toHaveBeenCalledTimes(1);
    await expect(preloadRoute({ element: <Offer title="b" /> })).resolves.toBeUndefined();
    await expect(preloadRoute({ element: 'texto' })).resolves.toBeUndefined();
    await expect(preloadRoute({})).resolves.toBeUndefined();
  });
});
