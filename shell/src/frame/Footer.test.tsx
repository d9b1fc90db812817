import { screen, waitFor, within } from '@testing-library/react';
import { selectTheme } from '@gangazo/platform';
import { footer, informations } from '../test-utils/contentFixtures';
import { fakeApi, renderShell } from '../test-utils/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

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
