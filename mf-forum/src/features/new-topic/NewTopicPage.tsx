import { Link, useNavigate, useSearchParams } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, Card, EmptyState, Spinner } from '@gangazo/ui';
import { useCreateTopicMutation, useGetForumCategoriesQuery } from '../forum-api/forumApi';
import { TopicForm } from './TopicForm';
import styles from './NewTopicPage.module.css';

function NewTopicForm() {
  const navigate = useNavigate();
  const [createTopic] = useCreateTopicMutation();
  // `?categoria=<slug>` when coming from a category's page.
  const wanted = useSearchParams()[0].get('categoria');
  const { data: categories, isLoading } = useGetForumCategoriesQuery();
  if (isLoading) return <Spinner label="Cargando…" />;
  const preselected = categories?.find((category) => category.slug === wanted)?.id ?? '';
  return (
    <TopicForm
      initial={{ title: '', categoryId: preselected, body: '' }}
      submitLabel="Publicar tema"
      pendingLabel="Publicando…"
      onSubmit={async (values) => {
        const topic = await createTopic({ title: values.title, category_id: values.categoryId, body: values.body }).unwrap();
        navigate(topic.public_url);
      }}
      onCancel={() => navigate(-1)}
    />
  );
}

/** New forum topic (`/forum/new`; POST /api/v1/forum). Signed-in users only (spec §6). */
export function NewTopicPage() {
  usePageTitle('Nuevo tema');
  const { user, isLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  return (
    <section className={styles.page} aria-labelledby="new-topic-title">
      <nav aria-label="Ruta de navegación" className={styles.crumbs}>
        <Link to="/forum">Foro</Link> › <span aria-current="page">Nuevo tema</span>
      </nav>
      <h1 id="new-topic-title">Nuevo tema en el foro</h1>
      {isLoading ? (
        <Spinner label="Cargando…" />
      ) : user ? (
        <Card padding="lg">
          <NewTopicForm />
        </Card>
      ) : (
        <EmptyState title="Inicia sesión para crear un tema" action={<Button onClick={() => dispatch(openAuthModal('login'))}>Regístrate / Iniciar sesión</Button>}>
          <p>Crear temas en el foro es para miembros de la comunidad.</p>
        </EmptyState>
      )}
    </section>
  );
}
