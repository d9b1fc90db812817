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

  it('a confirmation that closes by itself leaves the focus where the shopper is', () => {
    render(
      <>
        <button type="button">Copiar código</button>
        <AlertDialog open autoClose title="¡Muy Bien!" message="Codigo copiado con exito" type="info" onClose={() => undefined} />
      </>,
    );
    screen.getByRole('button', { name: 'Copiar código' }).focus();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cerrar' })).not.toHaveFocus();
  });

  it('over an open modal it moves to the bottom, away from the modal close button', () => {
    const { rerender } = render(<AlertDialog open={false} title="¡Muy Bien!" message="Codigo copiado con exito" type="info" onClose={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(
      <>
        <div role="dialog" aria-modal="true" aria-label="Cupón" />
        <AlertDialog open title="¡Muy Bien!" message="Codigo copiado con exito" type="info" onClose={() => undefined} />
      </>,
    );
    expect(screen.getByRole('alertdialog').className).toMatch(/overModal/);
  });

  it('with no modal open it keeps its top-right place', () => {
    render(<AlertDialog open title="¡Muy Bien!" message="Enlace copiado con exito" type="info" onClose={() => undefined} />);
    expect(screen.getByRole('alertdialog').className).not.toMatch(/overModal/);
  });
});
