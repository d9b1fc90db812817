import { screen, within } from '@testing-library/react';
import { selectShareModalOpen } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OTHER_ID, OWNER_ID, offerCard, paged } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';

beforeEach(() => localStorage.clear());

describe('Mis ofertas', () => {
  it("lists the user's offers and coupons with the home's cards, ten at a time", async () => {
    const all = [offerCard(0, { kind: 'coupon', title: '20% en tecnología Éxito', reduction: '20%' }), ...Array.from({ length: 11 }, (_, index) => offerCard(index + 1))];
    const requests = setUpProfileApi({
      handlers: { [`GET /api/v1/users/${OTHER_ID}/offers`]: (request) => Response.json(paged(all, Number(request.query.get('page')), Number(request.query.get('per_page')))) },
    });
    const { user } = renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/ofertas` });
    expect(await screen.findByText('Mostrando 10 de 12 ofertas')).toBeInTheDocument();
    const coupon = screen.getByRole('article', { name: '20% en tecnología Éxito' });
    expect(within(coupon).getByRole('link', { name: '20% en tecnología Éxito' })).toHaveAttribute('href', `/perfil/${OTHER_ID}/ofertas?active_coupon=${all[0]!.id}`);
    const offer = screen.getByRole('article', { name: 'Televisor Samsung 55" número 1' });
    expect(within(offer).getByRole('link', { name: 'Televisor Samsung 55" número 1' })).toHaveAttribute('href', all[1]!.public_url);
    expect(offer).toHaveTextContent(/\$\s1\.899\.900/);
    expect(offer).toHaveTextContent('-24%');

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Mostrando 12 de 12 ofertas')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    const calls = requests.filter((request) => request.path === `/api/v1/users/${OTHER_ID}/offers`);
    expect(calls.map((request) => [request.query.get('page'), request.query.get('per_page')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('your own empty list invites you to share; someone else’s just says it is empty', async () => {
    const empty = () => Response.json(paged([], 1));
    setUpProfileApi({ handlers: { [`GET /api/v1/users/${OWNER_ID}/offers`]: empty, [`GET /api/v1/users/${OTHER_ID}/offers`]: empty } });
    const { user, store, unmount } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/ofertas` });
    expect(await screen.findByText('Todavía no has compartido ofertas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comparte una oferta' }));
    expect(selectShareModalOpen(store.getState())).toBe(true);
    unmount();

    renderRoutes(remote.routes, { route: `/perfil/${OTHER_ID}/ofertas` });
    expect(await screen.findByText('@andres_gomez todavía no ha compartido ofertas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comparte una oferta' })).not.toBeInTheDocument();
  });
});
