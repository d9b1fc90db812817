import { act, screen, within } from '@testing-library/react';
import type { Banner } from '@gangazo/contracts';
import { apiError, mockApi, renderWithProviders } from '@gangazo/platform/testing';
import { HomeBanners } from './HomeBanners';

const banner = (overrides: Partial<Banner>): Banner => ({
  id: '65a1f0c2e4b0a1b2c3d4b001',
  title: 'Black Friday en Colombia',
  subtitle: 'Las ofertas más calientes',
  image_key: 'banner/0123456789abcdef01234567',
  image_url: '/api/v1/images/banner/0123456789abcdef01234567',
  url: '/categorias/tecnologia',
  button_label: 'Ver ofertas',
  starts_at: null,
  ends_at: null,
  ...overrides,
});

describe('home banners (GET /api/v1/banners)', () => {
  it('keeps their place while they load, offers the picture at phone sizes and fetches the first one first', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/v1/banners': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<HomeBanners />);
    expect(await screen.findByTestId('banners-reserved')).toBeInTheDocument();
    await act(async () => answer(Response.json({ items: [banner({})], total: 1 })));
    const picture = (await screen.findByRole('region', { name: 'Destacados' })).querySelector('img');
    expect(screen.queryByTestId('banners-reserved')).not.toBeInTheDocument();
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('?width=480&height=160 480w'));
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows each banner as a link with its picture, in order; other sites open in a new tab', async () => {
    mockApi({
      'GET /api/v1/banners': () =>
        Response.json({
          items: [
            banner({}),
            banner({ id: '65a1f0c2e4b0a1b2c3d4b002', title: 'Rappi', subtitle: '', url: 'https://www.rappi.com.co/promo', button_label: 'Ir a Rappi', image_key: null, image_url: null }),
          ],
          total: 2,
        }),
    });
    renderWithProviders(<HomeBanners />);
    const region = await screen.findByRole('region', { name: 'Destacados' });
    const links = within(region).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Black Friday en Colombia. Las ofertas más calientes. Ver ofertas');
    expect(links[0]).toHaveAttribute('href', '/categorias/tecnologia');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/api/v1/images/banner/0123456789abcdef01234567?width=1200&height=400');
    expect(links[1]).toHaveAttribute('href', 'https://www.rappi.com.co/promo');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links[1]!).getByText('Rappi')).toBeInTheDocument();
  });

  it("fetches the later banners' pictures only once the page has loaded, or sooner if the visitor moves the carousel", async () => {
    const three = { items: [banner({}), banner({ id: '65a1f0c2e4b0a1b2c3d4b002', title: 'Dos', image_key: 'banner/0123456789abcdef01234568' }), banner({ id: '65a1f0c2e4b0a1b2c3d4b003', title: 'Tres', subtitle: '' })], total: 3 };
    const loading = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      mockApi({ 'GET /api/v1/banners': () => Response.json(three) });
      const first = renderWithProviders(<HomeBanners />);
      const slides = async () => within(await screen.findByRole('region', { name: 'Destacados' })).getAllByRole('link');
      let links = await slides();
      expect(links[0]!.querySelector('img')).not.toBeNull();
      // Until then a later banner says its title and subtitle in words, in its place.
      expect(links[1]!.querySelector('img')).toBeNull();
      expect(within(links[1]!).getByText('Dos')).toBeInTheDocument();
      expect(within(links[1]!).getByText('Las ofertas más calientes')).toBeInTheDocument();
      await act(async () => void window.dispatchEvent(new Event('load')));
      links = await slides();
      expect(links[1]!.querySelector('img')).toHaveAttribute('src', '/api/v1/images/banner/0123456789abcdef01234568?width=1200&height=400');
      expect(links[2]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
      first.unmount();

      const second = renderWithProviders(<HomeBanners />);
      expect((await slides())[2]!.querySelector('img')).toBeNull();
      await second.user.click(screen.getByRole('button', { name: 'Banner siguiente' }));
      expect((await slides())[2]!.querySelector('img')).not.toBeNull();
    } finally {
      loading.mockRestore();
    }
  });

  it('steps through several banners with the arrows, wrapping around', async () => {
    mockApi({
      'GET /api/v1/banners': () => Response.json({ items: [banner({}), banner({ id: '65a1f0c2e4b0a1b2c3d4b002', title: 'Dos' }), banner({ id: '65a1f0c2e4b0a1b2c3d4b003', title: 'Tres' })], total: 3 }),
    });
    const { user } = renderWithProviders(<HomeBanners />);
    expect(await screen.findByText('1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Banner siguiente' }));
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
  });

  it('shows nothing when there are no banners or they cannot be loaded, and a single banner has no arrows', async () => {
    mockApi({ 'GET /api/v1/banners': () => Response.json({ items: [], total: 0 }) });
    const empty = renderWithProviders(<HomeBanners />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();

    mockApi({ 'GET /api/v1/banners': () => apiError(500, 'Ha ocurrido un error interno.') });
    const failed = renderWithProviders(<HomeBanners />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(failed.container).toBeEmptyDOMElement();
    failed.unmount();

    mockApi({ 'GET /api/v1/banners': () => Response.json({ items: [banner({})], total: 1 }) });
    renderWithProviders(<HomeBanners />);
    expect(await screen.findByRole('link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Banner siguiente' })).not.toBeInTheDocument();
  });
});
