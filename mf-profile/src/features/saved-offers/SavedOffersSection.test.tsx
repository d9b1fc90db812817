import { screen } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OWNER_ID, offerCard, paged } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';

beforeEach(() => localStorage.clear());

describe('Ofertas Guardadas', () => {
  it('lists your saved offers with your token, expired ones marked', async () => {
    const saved = [offerCard(1, { title: 'Nevera LG 300 litros', expired: true }), offerCard(2, { title: 'Sofá cama gris' })];
    const requests = setUpProfileApi({ handlers: { 'GET /api/v1/saved_offers': (request) => Response.json(paged(saved, Number(request.query.get('page')))) } });
    renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/ofertas-favoritas` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas Guardadas' })).toBeInTheDocument();
    const fridge = await screen.findByRole('article', { name: 'Nevera LG 300 litros' });
    expect(fridge).toHaveTextContent('Expirada');
    expect(screen.getByRole('article', { name: 'Sofá cama gris' })).not.toHaveTextContent('Expirada');
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/v1/saved_offers')?.authorization).toBe('Bearer jwt-1');
  });

  it('says "Todavía no has guardado ofertas" when there are none', async () => {
    setUpProfileApi({ handlers: { 'GET /api/v1/saved_offers': () => Response.json(paged([], 1)) } });
    renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/ofertas-favoritas` });
    expect(await screen.findByText('Todavía no has guardado ofertas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las ofertas de hoy' })).toHaveAttribute('href', '/');
  });
});
