import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi, renderWithProviders } from '@gangazo/platform/testing';
import { ApiDocsLink } from './ApiDocsLink';

beforeEach(() => localStorage.setItem('APP_TOKEN', 'jwt-editor'));
afterEach(() => localStorage.clear());

it('opens the API docs with a one-time code from the BFF, never the session token', async () => {
  const requests = mockApi({ 'POST /api/v1/dashboard_codes': () => Response.json({ code: 'c0d3-un-uso', expires_at: '2026-11-25T17:00:00.000Z' }, { status: 201 }) });
  const go = jest.fn();
  const { user } = renderWithProviders(<ApiDocsLink go={go} />);
  await user.click(screen.getByRole('button', { name: 'Documentación de la API' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('/api/docs?code=c0d3-un-uso'));
  expect(requests).toMatchObject([{ method: 'POST', path: '/api/v1/dashboard_codes', authorization: 'Bearer jwt-editor' }]);
  expect(go.mock.calls[0]![0]).not.toContain('jwt-editor');
});

it('a refusal is said, and nothing opens', async () => {
  mockApi({ 'POST /api/v1/dashboard_codes': () => apiError(403, 'No tienes permiso para hacer esto.') });
  const go = jest.fn();
  const { user } = renderWithProviders(<ApiDocsLink go={go} />);
  await user.click(screen.getByRole('button', { name: 'Documentación de la API' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto.');
  expect(go).not.toHaveBeenCalled();
});
