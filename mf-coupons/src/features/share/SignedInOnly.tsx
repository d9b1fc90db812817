import type { ReactNode } from 'react';
import { openAuthModal, useAppDispatch, useCurrentUser } from '@gangazo/platform';
import { Button, EmptyState, Spinner } from '@gangazo/ui';

/** Spec §6: only a signed-in user can share; a guest is asked to sign in first. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <EmptyState title="Inicia sesión para compartir" action={<Button onClick={() => dispatch(openAuthModal('login'))}>Regístrate / Iniciar sesión</Button>}>
        <p>Compartir ofertas y códigos es para miembros de la comunidad.</p>
      </EmptyState>
    );
  }
  return <>{children}</>;
}
