import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ForumTopic } from '@gangazo/contracts';
import { absoluteUrl, formatDate, CONFIRMATION_MS, isStaff, showAlert, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Avatar, Button, EmptyState, linkCopiedAlert, LoadError, RichTextContent, ShareButtons, TextSkeleton } from '@gangazo/ui';
import { errorStatus } from '../shared/apiError';
import { CategoryChip } from '../shared/CategoryChip';
import { forumApi, useGetTopicQuery, useUpdateTopicMutation } from '../forum-api/forumApi';
import { TopicForm } from '../new-topic/TopicForm';
import { DELETED_USER } from '../topics/TopicRow';
import { ReportAction } from '../moderation/ReportAction';
import { TopicComments } from './TopicComments';
import styles from './TopicPage.module.css';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
// Staff-only tools: their code is fetched only for staff.
const StaffTopicTools = lazy(() => import('../moderation/StaffTopicTools'));

function EditTopic({ topic, onDone }: { topic: ForumTopic; onDone: () => void }) {
  const [updateTopic] = useUpdateTopicMutation();
  return (
    <TopicForm
      initial={{ title: topic.title, categoryId: topic.category?.id ?? '', body: topic.body }}
      submitLabel="Guardar cambios"
      pendingLabel="Guardando…"
      onSubmit={async (values) => {
        await updateTopic({ id: topic.id, patch: { title: values.title, category_id: values.categoryId, body: values.body } }).unwrap();
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

function TopicView({ topic }: { topic: ForumTopic }) {
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const canEdit = user !== null && ((topic.author !== null && topic.author.id === user.id) || isStaff(user.role));
  const author = topic.author?.username ?? DELETED_USER;
  const dispatch = useAppDispatch();
  return (
    <article className={styles.page} aria-labelledby="topic-title">
      <nav aria-label="Ruta de navegación" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/forum">Foro</Link>
          </li>
          {topic.category && (
            <li>
              <Link to={`/forum/categoria/${topic.category.slug}`}>{topic.category.name}</Link>
            </li>
          )}
          <li aria-current="page">{topic.title}</li>
        </ol>
      </nav>
      <div className={styles.card}>
        {editing ? (
          <>
            <h1 id="topic-title" className={styles.editTitle}>
              Editar tema
            </h1>
            <EditTopic topic={topic} onDone={() => setEditing(false)} />
          </>
        ) : (
          <>
            <header className={styles.header}>
              {topic.category && <CategoryChip name={topic.category.name} slug={topic.category.slug} color={topic.category.color} />}
              <h1 id="topic-title" className={styles.title}>
                {topic.title}
              </h1>
              <div className={styles.byline}>
                <Avatar name={author} src={topic.author?.avatar ?? null} size={40} decorative />
                <div>
                  <p className={styles.author}>{author}</p>
                  <p className={styles.muted}>
                    <time dateTime={topic.created_at}>{formatDate(topic.created_at)}</time>
                    {topic.edited_at && (
                      <>
                        {' · '}
                        <span title={formatDate(topic.edited_at)}>Editado</span>
                      </>
                    )}
                  </p>
                </div>
                {canEdit && (
                  <Button variant="secondary" size="sm" className={styles.edit} onClick={() => setEditing(true)}>
                    Editar tema
                  </Button>
                )}
                {user && isStaff(user.role) && (
                  <Suspense fallback={null}>
                    <StaffTopicTools topic={topic} />
                  </Suspense>
                )}
              </div>
            </header>
            {/* The BFF sanitizes topic bodies on write to the editor's formatting (links http/https/
                mailto/tel, images http(s), YouTube/Vimeo videos; no scripts, handlers or other styles:
                contracts ForumTopic.body), so injecting it adds no risk a second client pass would remove. */}
            {topic.review && (
              <p className={styles.review} role="status">
                <strong>{topic.review.state === 'pending' ? 'En revisión' : 'Rechazado'}</strong> {topic.review.reason}
                {topic.review.rejection && <> Motivo: {topic.review.rejection}</>}
              </p>
            )}
            {topic.locked && (
              <p className={styles.review} role="status">
                <strong>Tema cerrado</strong> El equipo cerró este tema: ya no admite comentarios.
              </p>
            )}
            <RichTextContent html={topic.body} className={styles.body} />
            {!topic.review && <ReportAction kind="topic" id={topic.id} what="este tema" />}
            <ShareButtons url={absoluteUrl(topic.public_url)} title={topic.title} onCopied={(ok) => dispatch(showAlert({ ...linkCopiedAlert(ok), autoCloseMs: ok ? CONFIRMATION_MS : undefined }))} />
          </>
        )}
      </div>
      <div className={styles.card}>
        <TopicComments topicId={topic.id} count={topic.comments_count} />
      </div>
    </article>
  );
}

/** A forum topic (`/forum/:id/:slug`, also `/forum/:id`): GET /api/v1/forum/{id} and its comments. */
export function TopicPage() {
  const { id = '', slug } = useParams();
  const valid = OBJECT_ID.test(id);
  const navigate = useNavigate();
  const { data: topic, error, isLoading, refetch } = useGetTopicQuery(id, { skip: !valid });
  // The comments start with the topic (its id is in the address), not once it is here: a page the
  // server renders without its cache waits one round of data less (20-30 ms).
  forumApi.endpoints.getTopicComments.useInfiniteQuerySubscription(id.toLowerCase(), { skip: !valid });
  const current = topic && topic.id === id.toLowerCase() ? topic : undefined;
  usePageTitle(current?.title ?? 'Tema del foro');
  // One address per topic: a missing or outdated slug (the title changed) is corrected in place.
  useEffect(() => {
    if (current && slug !== current.slug) navigate(current.public_url, { replace: true });
  }, [current, slug, navigate]);
  const status = errorStatus(error);
  if (!valid || status === 404 || status === 400) {
    return (
      <EmptyState title="No encontramos este tema del foro" action={<Link to="/forum">Volver al foro</Link>}>
        <p>Puede que el enlace esté mal escrito o que el tema se haya retirado.</p>
      </EmptyState>
    );
  }
  if (current) return <TopicView topic={current} />;
  if (isLoading || !error) return <TextSkeleton lines={6} label="Cargando el tema…" />;
  return <LoadError message="No pudimos cargar el tema." onRetry={refetch} />;
}
