import { screen } from '@testing-library/react';
import { renderRoutes } from '@gangazo/platform/testing';
import remote from '../../remote';
import { OWNER_ID } from '../../test/fixtures';
import { setUpProfileApi } from '../../test/profileHandlers';

beforeEach(() => localStorage.clear());

it('Ajustes switches the daily offers summary, saved on change', async () => {
  let wants = true;
  const requests = setUpProfileApi({
    handlers: {
      'GET /api/v1/digest/subscription': () => Response.json({ wants_digest: wants }),
      'PUT /api/v1/digest/subscription': (request) => {
        wants = (request.json as { wants_digest: boolean }).wants_digest;
        return Response.json({ wants_digest: wants });
      },
    },
  });
  const { user } = renderRoutes(remote.routes, { route: `/perfil/${OWNER_ID}/ajustes` });
  const box = await screen.findByRole('checkbox', { name: 'Quiero recibir un resumen de ofertas por email' });
  expect(box).toBeChecked();
  await user.click(box);
  expect(await screen.findByText('Listo: ya no te enviaremos el resumen de ofertas.')).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: 'Quiero recibir un resumen de ofertas por email' })).not.toBeChecked();
  expect(requests.find((request) => request.method === 'PUT')?.json).toEqual({ wants_digest: false });
});
