import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, EmptyState, Spinner } from '@gangazo/ui';

/** New forum topic (`/forum/new`; POST /api/v1/forum). Signed-in users only (spec §6). */
export function NewTopicPage() {
  usePageTitle('Nuevo tema');
  const { user, isLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  return (
    <section>
      <h1>Nuevo tema en el foro</h1>
      {isLoading ? (
        <Spinner />
      ) : user ? (
        <EmptyState title="El editor de temas aún no está disponible">
          <p>Pronto podrás escribir aquí tu pregunta o conversación para la comunidad.</p>
        </EmptyState>
      ) : (
        <EmptyState title="Inicia sesión para crear un tema" action={<Button onClick={() => dispatch(openAuthModal('login'))}>Regístrate / Iniciar sesión</Button>}>
          <p>Crear temas en el foro es para miembros de la comunidad.</p>
        </EmptyState>
      )}
    </section>
  );
}
