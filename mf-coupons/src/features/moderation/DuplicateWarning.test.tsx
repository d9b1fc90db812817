import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@gangazo/platform/testing';
import { DuplicateWarning } from './DuplicateWarning';

test('a link already shared (once typing pauses) warns in Spanish with a link to the offer', async () => {
  const requests = mockApi({
    'GET /api/v1/offers/duplicates': () =>
      Response.json({ items: [{ id: '65a1f0c2e4b0a1b2c3d4e5f6', title: 'Nevera Haceb 300 litros', public_url: '/ofertas/nevera-haceb-300-litros-65a1f0c2e4b0a1b2c3d4e5f6', match: 'url' }] }),
  });
  renderWithProviders(<DuplicateWarning url="https://www.exito.com/nevera?utm_source=x" title="Nevera" shop={null} />);
  expect(await screen.findByText('Esta oferta ya está publicada.', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nevera Haceb 300 litros' })).toHaveAttribute('href', '/ofertas/nevera-haceb-300-litros-65a1f0c2e4b0a1b2c3d4e5f6');
  const asked = requests.find((request) => request.path === '/api/v1/offers/duplicates');
  expect(asked?.query.get('url')).toBe('https://www.exito.com/nevera?utm_source=x');
  expect(asked?.query.has('shop')).toBe(false);
});

test('nothing is asked without a link or a shop and title', async () => {
  const requests = mockApi({});
  renderWithProviders(<DuplicateWarning url="exito" title="Nevera" shop={null} />);
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(requests.filter((request) => request.path === '/api/v1/offers/duplicates')).toEqual([]);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
