import { screen, within } from '@testing-library/react';
import { selectShareModalOpen } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OTHER_ID, OWNER_ID } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';

beforeEach(() => localStorage.clear());

const tiles = () =>
  within(screen.getByRole('list', { name: 'Estadísticas' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Mis estadísticas', () => {
  it('shows every count the BFF gives, formatted for Colombia', async () => {
    setUpProfileApi({ stats: { offers: 1234, temperature: -7, hottest: 15 } });
    renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}` });
    await screen.findByRole('list', { name: 'Estadísticas' });
    expect(tiles()).toEqual([
      '1.234Ofertas compartidas',
      '3Cupones compartidos',
      '-7°Temperatura ganadaLa suma de los grados de todo lo compartido',
      '15°Oferta más caliente',
      '311Visitas a las tiendasClics en «Ir a la oferta» de lo compartido',
      '48Comentarios',
      '230Votos dados200 calientes · 30 fríos',
      '2Temas en el foro',
      '9Respuestas en el foro',
    ]);
    expect(screen.getByText(/^Miembro desde el 5 de marzo de 2024 \(/)).toBeInTheDocument();
    expect(screen.queryByText('Todavía no has compartido ofertas')).not.toBeInTheDocument();
  });

  it('your own profile with nothing shared invites you to share, and the button opens the share modal', async () => {
    setUpProfileApi({ stats: { offers: 0, coupons: 0, temperature: 0, hottest: null } });
    const { user, store } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}` });
    expect(await screen.findByText('Todavía no has compartido ofertas')).toBeInTheDocument();
    expect(tiles()[3]).toBe('—Oferta más caliente');
    await user.click(screen.getByRole('button', { name: 'Comparte una oferta' }));
    expect(selectShareModalOpen(store.getState())).toBe(true);
  });
});
