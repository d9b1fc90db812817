import { screen } from '@testing-library/react';
import { openAuthModal } from '@gangazo/platform';
import { renderWithProviders } from '@gangazo/platform/testing';
import { act } from 'react';
import { AuthModal } from './AuthModal';
import { preloadDialogs } from '@gangazo/ui';

// The dialogs are fetched on demand (ui's onDemand); here they are in before the first test opens one.
beforeAll(() => preloadDialogs());

describe('auth modal container (spec §2, §4)', () => {
  it('stays closed until the platform opens it', () => {
    renderWithProviders(<AuthModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the requested view, switches views as the spec says, and closes', async () => {
    const { store, user } = renderWithProviders(<AuthModal />);
    act(() => {
      store.dispatch(openAuthModal('login'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Iniciar sesión' });
    expect(dialog).toHaveStyle({ maxWidth: '360px' });

    await user.click(screen.getByRole('button', { name: 'Regístrate ahora' }));
    expect(screen.getByRole('dialog', { name: 'Crear cuenta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya tengo una cuenta' }));
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('dialog', { name: 'Recuperar contraseña' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
