import { screen, waitFor, within } from '@testing-library/react';
import type { FooterData, InformationsResponse } from '@gangazo/contracts';
import { selectTheme } from '@gangazo/platform';
import { fakeApi, renderShell } from '../test-utils/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const footer: FooterData = {
  about: 'Ofertas verificadas por la comunidad.',
  shops: [{ id: '64b000000000000000000001', name: 'Éxito', slug: 'exito', public_url: '/cupones/exito', image_key: null, image_url: null }],
  categories: [{ id: 'dGVjbm9sb2dpYQ==', name: 'Tecnología', slug: 'tecnologia', public_url: '/categorias/tecnologia', icon_url: null, image_url: null, parent_id: null }],
  stats: { offers: 12480, coupons: 60, shops: 34, users: 1500 },
  community: [{ label: 'Ranking de la comunidad', url: '/forum/categoria/comunidad' }],
  legal: [{ label: 'Términos y condiciones', url: '/informacion/terminos-y-condiciones' }],
  social: [{ label: 'Instagram', url: 'https://instagram.com/gangazo' }],
  copyright: '© 2026 Gangazo. Hecho en Colombia.',
};

const informations: InformationsResponse = {
  items: [
    {
      id: '64b000000000000000000002',
      slug: 'terminos-y-condiciones',
      title: 'Términos y condiciones',
      body: '<p>Al usar Gangazo aceptas estas reglas.</p>',
      public_url: '/informacion/terminos-y-condiciones',
      updated_at: '2026-03-05T15:00:00.000Z',
    },
  ],
  total: 1,
};

beforeEach(() => localStorage.clear());

describe('footer', () => {
  it('shows the shops, categories, counts and legal pages the BFF sends', async () => {
    fakeApi(null, { '/api/v1/offers/data_fotter': footer });
    await renderShell({ route: '/nada' });
    const contentinfo = screen.getByRole('contentinfo');
    expect(await within(contentinfo).findByRole('link', { name: 'Éxito' })).toHaveAttribute('href', '/cupones/exito');
    expect(within(contentinfo).getByRole('link', { name: 'Tecnología' })).toHaveAttribute('href', '/categorias/tecnologia');
    expect(within(contentinfo).getByText(/12\.480 ofertas activas · 60 cupones · 34 tiendas · 1\.500 miembros/)).toBeInTheDocument();
    expect(within(contentinfo).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/informacion/terminos-y-condiciones');
    const instagram = within(contentinfo).getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contentinfo).getByText('© 2026 Gangazo. Hecho en Colombia.')).toBeInTheDocument();
    expect(within(contentinfo).getByRole('link', { name: 'Ranking de la comunidad' })).toHaveAttribute('href', '/forum/categoria/comunidad');
  });

  it('keeps its fixed links when the data does not arrive', async () => {
    fakeApi(null);
    await renderShell({ route: '/nada' });
    const contentinfo = screen.getByRole('contentinfo');
    expect(within(contentinfo).getByRole('link', { name: 'Una oferta' })).toHaveAttribute('href', '/comparte/oferta/offer');
    expect(within(contentinfo).getByText('© Gangazo')).toBeInTheDocument();
  });

  it('sets a theme and resets to following the system (spec §4)', async () => {
    fakeApi(null);
    const { store, user } = await renderShell({ route: '/nada' });
    const chooser = screen.getByRole('group', { name: 'Tema' });
    expect(within(chooser).getByRole('radio', { name: 'Como el sistema' })).toBeChecked();

    await user.click(within(chooser).getByRole('radio', { name: 'Oscuro' }));
    expect(selectTheme(store.getState())).toBe('dark');
    expect(store.getState().theme.saved).toBe('dark');

    await user.click(within(chooser).getByRole('radio', { name: 'Como el sistema' }));
    expect(store.getState().theme.saved).toBeNull();
  });
});

describe('information pages', () => {
  it('shows the page named by the slug', async () => {
    fakeApi(null, { '/api/v1/informations': informations });
    await renderShell({ route: '/informacion/terminos-y-condiciones' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.getByText('Al usar Gangazo aceptas estas reglas.')).toBeInTheDocument();
    expect(screen.getByText('Actualizado el 5 de marzo de 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Términos y condiciones'));
  });

  it('says the page does not exist for an unknown slug', async () => {
    fakeApi(null, { '/api/v1/informations': informations });
    await renderShell({ route: '/informacion/no-existe' });
    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
  });
});
