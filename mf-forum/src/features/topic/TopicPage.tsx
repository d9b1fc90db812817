import { Link } from 'react-router';
import { usePageTitle } from '@gangazo/platform';
import { EmptyState } from '@gangazo/ui';

/** One forum topic with its comments (`/forum/:id`; GET /api/v1/forum/{id}, comments 20 per page). */
export function TopicPage() {
  usePageTitle('Tema del foro');
  return (
    <section>
      <h1>Tema del foro</h1>
      <EmptyState title="Todavía no podemos mostrar este tema" action={<Link to="/forum">Volver al foro</Link>}>
        <p>Los temas y sus comentarios aún no están disponibles en el sitio.</p>
      </EmptyState>
    </section>
  );
}
