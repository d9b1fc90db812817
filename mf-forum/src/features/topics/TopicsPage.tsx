import { useNavigate } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, EmptyState } from '@gangazo/ui';
import styles from './TopicsPage.module.css';

/** The forum's topic list (`/forum`; GET /api/v1/forum, 10 per page). */
export function TopicsPage() {
  usePageTitle('Foro');
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Spec §6: a guest who wants to post is asked to sign in.
  const newTopic = () => (user ? navigate('/forum/new') : dispatch(openAuthModal('login')));
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Foro</h1>
          <p className={styles.lead}>Preguntas, recomendaciones y conversaciones de la comunidad sobre compras en Colombia.</p>
        </div>
        <Button onClick={newTopic}>Crear un tema</Button>
      </header>
      <EmptyState title="Todavía no hay temas en el foro">
        <p>Abre el primero: pregunta por una tienda, un producto o comparte un consejo para ahorrar.</p>
      </EmptyState>
    </section>
  );
}
