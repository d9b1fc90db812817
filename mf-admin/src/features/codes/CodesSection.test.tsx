import { screen, waitFor, within } from '@testing-library/react';
import { selectAlert } from '@gangazo/platform';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { apiError, mockApi, writes } from '../../test/mockApi';
import { readCodeLines } from './codeLines';

const COUPON = '65f000000000000000000002';
const coupons = () =>
  Response.json({
    items: [
      {
        id: COUPON,
        kind: 'coupon',
        title: 'Bono Alkosto',
        public_url: `/cupones/bono-alkosto-${COUPON}`,
        shop: { id: '65f0000000000000000000f2', name: 'Alkosto' },
        author: null,
        temperature: 0,
        comments_count: 0,
        status: 'published',
        expired: false,
        multiple_codes: true,
        ends_at: null,
        created_at: '2025-03-10T15:04:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    per_page: 50,
  });
const codes = () =>
  Response.json({
    items: [
      { id: '65f0000000000000000000c1', value: 'ALK-001', used_coupon: true, used_ip: '181.50.1.2', used_at: '2025-03-10T20:00:00.000Z' },
      { id: '65f0000000000000000000c2', value: 'ALK-002', used_coupon: false, used_ip: null, used_at: null },
    ],
    total: 2,
    used: 1,
  });

describe('Códigos de cupones', () => {
  it('choosing a coupon shows its codes: used with IP and time, or free', async () => {
    const requests = mockApi('editor', { 'GET /api/v1/admin/offers': coupons, 'GET /api/v1/multiple_codes/codes_for_offer': codes });
    const { user } = renderRoutes(remote.routes, { route: '/admin/codigos' });
    await user.selectOptions(await screen.findByLabelText('Cupón'), 'Bono Alkosto · Alkosto');
    const table = await screen.findByRole('table', { name: 'Códigos del cupón' });
    const [used, free] = within(table).getAllByRole('row').slice(1);
    expect(used).toHaveTextContent('ALK-001');
    expect(used).toHaveTextContent('Usado');
    expect(used).toHaveTextContent('181.50.1.2');
    expect(used).toHaveTextContent('10 de mar de 2025, 3:00 p. m.');
    expect(free).toHaveTextContent('Libre');
    expect(screen.getByText(/de/, { selector: 'p' })).toHaveTextContent('1 de 2 códigos entregados.');
    expect(requests.find((r) => r.path === '/api/v1/multiple_codes/codes_for_offer')?.query.get('idOffer')).toBe(COUPON);
    expect(requests.find((r) => r.path === '/api/v1/admin/offers')?.query.get('kind')).toBe('multiple_codes');
  });

  it('adds codes one per line, trimmed and deduplicated, then reports how many', async () => {
    const requests = mockApi('editor', {
      'GET /api/v1/admin/offers': coupons,
      'GET /api/v1/multiple_codes/codes_for_offer': codes,
      [`POST /api/v1/admin/offers/${COUPON}/codes`]: () => Response.json({ added: 2, skipped: 1, total: 4 }, { status: 201 }),
    });
    const { user, store } = renderRoutes(remote.routes, { route: `/admin/codigos?cupon=${COUPON}` });
    const field = await screen.findByLabelText('Añadir códigos (uno por línea)');
    await user.type(field, ' NEW-1 {enter}NEW-2{enter}{enter}NEW-1{enter}ALK-001');
    await user.click(screen.getByRole('button', { name: 'Añadir códigos' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ type: 'success', title: 'Códigos cargados' }));
    expect(selectAlert(store.getState()).message).toBe('Se añadieron 2 códigos; 3 se omitieron por vacíos o repetidos. El cupón tiene 4.');
    expect(writes(requests)).toMatchObject([{ method: 'POST', body: { codes: ['NEW-1', 'NEW-2', 'ALK-001'] } }]);
    expect(field).toHaveValue('');
  });

  it('blank input is caught before sending; a server refusal shows under the field', async () => {
    const requests = mockApi('editor', {
      'GET /api/v1/admin/offers': coupons,
      'GET /api/v1/multiple_codes/codes_for_offer': codes,
      [`POST /api/v1/admin/offers/${COUPON}/codes`]: () => apiError(409, 'Este cupón no reparte códigos individuales.'),
    });
    const { user } = renderRoutes(remote.routes, { route: `/admin/codigos?cupon=${COUPON}` });
    const field = await screen.findByLabelText('Añadir códigos (uno por línea)');
    await user.type(field, '   {enter}  ');
    await user.click(screen.getByRole('button', { name: 'Añadir códigos' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe al menos un código (uno por línea).');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(writes(requests)).toEqual([]);
    await user.type(field, 'X-1');
    await user.click(screen.getByRole('button', { name: 'Añadir códigos' }));
    expect(await screen.findByText('Este cupón no reparte códigos individuales.')).toBeInTheDocument();
  });

  it('readCodeLines: limits on count and length', () => {
    expect(readCodeLines('a\r\nb\n a \n\n').codes).toEqual(['a', 'b']);
    expect(readCodeLines(Array.from({ length: 1001 }, (_, i) => `C${i}`).join('\n')).error).toBe('Puedes cargar hasta 1000 códigos a la vez.');
    expect(readCodeLines('x'.repeat(121)).error).toBe('Cada código puede tener hasta 120 caracteres.');
  });
});
