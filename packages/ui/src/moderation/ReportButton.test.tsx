import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportButton } from './ReportButton';

function setup(overrides: Partial<Parameters<typeof ReportButton>[0]> = {}) {
  const onReport = jest.fn(async () => {});
  const onSignIn = jest.fn();
  const user = userEvent.setup();
  render(<ReportButton what="esta oferta" signedIn onSignIn={onSignIn} onReport={onReport} {...overrides} />);
  return { user, onReport, onSignIn };
}

test('a guest is asked to sign in; no dialog is loaded', async () => {
  const { user, onSignIn } = setup({ signedIn: false });
  await user.click(screen.getByRole('button', { name: 'Reportar esta oferta' }));
  expect(onSignIn).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the dialog (loaded on the first click) sends a reason and details, then closes', async () => {
  const { user, onReport } = setup();
  await user.click(screen.getByRole('button', { name: 'Reportar esta oferta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reportar esta oferta' });
  expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Spam', 'Expirada', 'Precio incorrecto', 'Duplicada', 'Ofensiva', 'Otra']);
  await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige un motivo.');
  await user.click(within(dialog).getByRole('radio', { name: 'Otra' }));
  await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('con «Otra» el motivo es obligatorio');
  expect(onReport).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole('textbox', { name: /Detalles/ }), 'Es publicidad engañosa');
  await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
  expect(onReport).toHaveBeenCalledWith('otra', 'Es publicidad engañosa');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a refusal stays in the dialog with its message', async () => {
  const { user } = setup({ onReport: async () => Promise.reject(new Error('Ya reportaste esto. El equipo lo revisará.')) });
  await user.click(screen.getByRole('button', { name: 'Reportar esta oferta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reportar esta oferta' });
  await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya reportaste esto.');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
