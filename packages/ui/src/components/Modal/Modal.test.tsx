import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Comparte
      </button>
      <Modal
        open={open}
        title="¿Qué tienes planeado compartir?"
        maxWidth={470}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Una oferta</button>
        <button type="button">Un código</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog with the requested width, focused on open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Comparte' }));
    const dialog = screen.getByRole('dialog', { name: '¿Qué tienes planeado compartir?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ maxWidth: '470px' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Comparte' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Comparte' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Comparte' }));
    await user.click(screen.getByRole('button', { name: 'Una oferta' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts on the first field, and another view of the dialog moves focus to that view’s first field', async () => {
    const user = userEvent.setup();
    function Views() {
      const [view, setView] = useState<'login' | 'register'>('login');
      return (
        <Modal open title={view === 'login' ? 'Iniciar sesión' : 'Crear cuenta'} focusKey={view} onClose={() => undefined}>
          <button type="button">Continuar con Google</button>
          {view === 'login' ? (
            <>
              <label>
                Email <input name="email" />
              </label>
              <button type="button" onClick={() => setView('register')}>
                Regístrate ahora
              </button>
            </>
          ) : (
            <label>
              Nombre de usuario <input name="username" />
            </label>
          )}
        </Modal>
      );
    }
    render(<Views />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Regístrate ahora' }));
    expect(screen.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveFocus();
  });

  it('a focus lost to the page (its control removed) comes back inside on Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Comparte' }));
    const dialog = screen.getByRole('dialog');
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
