import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './AlertDialog';

describe('AlertDialog', () => {
  it('shows title and message with only a Cerrar button when there is no OK action', async () => {
    const onClose = jest.fn();
    render(<AlertDialog open title="¡Muy Bien!" message="Codigo copiado con exito" type="info" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: '¡Muy Bien!' });
    expect(dialog).toHaveAccessibleDescription('Codigo copiado con exito');
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows an OK button that runs its own action, not the close one', async () => {
    const onClose = jest.fn();
    const onOk = jest.fn();
    render(<AlertDialog open title="¡Upps!" message="Algo falló" type="error" onClose={onClose} onOk={onOk} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<AlertDialog open={false} title="x" message="y" type="success" onClose={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
