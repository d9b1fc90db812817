import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { openAuthModal, selectAlert } from '@gangazo/platform';
import { renderWithProviders } from '@gangazo/platform/testing';
import { apiError, mockApi } from '@gangazo/platform/testing';
import { AuthModal } from './AuthModal';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

function openRecover() {
  const result = renderWithProviders(<AuthModal />);
  act(() => {
    result.store.dispatch(openAuthModal('recover'));
  });
  return result;
}

const emailField = () => screen.getByLabelText(/^Email/);
const submit = () => screen.getByRole('button', { name: 'Enviar instrucciones' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('recover view (spec §2, §4, §5, §8)', () => {
  it('is titled "Recuperar contraseña"; the email is required, of type email; submit waits for an email', async () => {
    const { user } = openRecover();
    expect(screen.getByRole('dialog', { name: 'Recuperar contraseña' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(submit()).toBeDisabled();
    await user.type(emailField(), '   ');
    expect(submit()).toBeDisabled();
    await user.type(emailField(), 'vale@example.co');
    expect(submit()).toBeEnabled();
  });

  it('sending disables the field and shows a spinner; success shows the green message and clears the field', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = mockApi({
      'POST /api/v1/users/get_recover_password': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = openRecover();
    await user.type(emailField(), 'vale@example.co');
    await user.click(submit());
    await waitFor(() => expect(emailField()).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Enviando…');
    expect(requests[0]!.json).toEqual({ user: { email: 'vale@example.co' } });

    answer(Response.json({ message: 'Se ha enviado un correo con las instrucciones para recuperar tu contraseña' }));
    expect(await screen.findByText('Se ha enviado un correo con las instrucciones para recuperar tu contraseña')).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(emailField()).toBeEnabled();
    expect(submit()).toBeDisabled();
  });

  it('a failure shows the spec message in an error alert', async () => {
    mockApi({ 'POST /api/v1/users/get_recover_password': () => apiError(500, 'Ha ocurrido un error interno.') });
    const { user, store } = openRecover();
    await user.type(emailField(), 'vale@example.co');
    await user.click(submit());
    await waitFor(() => expect(selectAlert(store.getState()).isActive).toBe(true));
    expect(selectAlert(store.getState())).toMatchObject({ type: 'error', message: 'Ha ocurrido un error. Por favor, intenta de nuevo más tarde.' });
    expect(screen.queryByText('Se ha enviado un correo con las instrucciones para recuperar tu contraseña')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('vale@example.co');
  });
});
