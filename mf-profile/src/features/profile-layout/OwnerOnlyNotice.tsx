import { openAuthModal, useAppDispatch } from '@gangazo/platform';
import { Button, EmptyState } from '@gangazo/ui';

/** What an owner-only section says to a guest (with a way to sign in) and to anyone else. */
export function OwnerOnlyNotice({ signedIn }: { signedIn: boolean }) {
  const dispatch = useAppDispatch();
  if (signedIn) {
    return (
      <div role="alert">
        <EmptyState title="No tienes permiso para ver esta sección">Solo la persona dueña del perfil puede ver sus ofertas guardadas, sus alertas y sus ajustes.</EmptyState>
      </div>
    );
  }
  return (
    <div role="alert">
      <EmptyState
        title="Inicia sesión para ver esta sección"
        action={<Button onClick={() => dispatch(openAuthModal('login'))}>Iniciar sesión</Button>}
      >
        Tus ofertas guardadas, tus alertas y los ajustes de tu cuenta solo los ves tú, con tu sesión iniciada.
      </EmptyState>
    </div>
  );
}
