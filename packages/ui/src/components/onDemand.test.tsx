import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { onDemand } from './onDemand';

function Offer({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('onDemand', () => {
  it('fetches the code the first time the part is shown, once, and draws it when it is in', async () => {
    const load = jest.fn(async () => Offer);
    const Part = onDemand(load, { fallback: () => <p>Cargando…</p> });
    render(<Part title="Televisor 55 pulgadas" />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Televisor 55 pulgadas' })).toBeInTheDocument();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing while `shown` says nothing is drawn (a closed dialog)', async () => {
    const load = jest.fn(async () => ({ open, title }: { open: boolean; title: string }) => (open ? <h2>{title}</h2> : null));
    const Dialog = onDemand(load, { shown: (props) => props.open });
    const { rerender } = render(<Dialog open={false} title="Comparte" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog open title="Comparte" />);
    expect(await screen.findByRole('heading', { name: 'Comparte' })).toBeInTheDocument();
  });

  it('draws a preloaded part at once, with the same markup as when its code came late', async () => {
    const Late = onDemand(async () => Offer);
    const Early = onDemand(async () => Offer);
    await Early.preload();
    render(<Early title="Ya está" />);
    expect(screen.getByRole('heading', { name: 'Ya está' })).toBeInTheDocument();
    // Server HTML made before or after the code arrived hydrates either way.
    await Late.preload();
    expect(renderToString(<Late title="x" />)).toBe(renderToString(<Early title="x" />));
  });

  it('leaves the waiting to the boundary around it with `boundary: false` (a page under the route spinner)', async () => {
    const Page = onDemand(async () => Offer, { boundary: false });
    render(
      <Suspense fallback={<p>Cargando la página…</p>}>
        <Page title="Oferta" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando la página…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Oferta' })).toBeInTheDocument();
  });

  it('asks again after a failed load', async () => {
    const load = jest.fn<Promise<typeof Offer>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Offer);
    const Part = onDemand(load);
    await expect(Part.preload()).rejects.toThrow('ChunkLoadError');
    await expect(Part.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
