import { Link, useNavigate, useParams } from 'react-router';
import { openAuthModal, useAppDispatch, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Button, EmptyState, Icon, LoadError, TextSkeleton } from '@gangazo/ui';
import { errorStatus } from '../shared/apiError';
import { uniqueItems } from '../shared/pagination';
import { useGetForumCategoriesQuery, useGetPopularTopicsQuery, useGetTopicsInfiniteQuery } from '../forum-api/forumApi';
import { TopicRow } from './TopicRow';
import styles from './TopicsPage.module.css';

function CategoryFilter({ active }: { active: string | null }) {
  const { data: categories, isError } = useGetForumCategoriesQuery();
  if (isError || !categories || categories.length === 0) return null;
  return (
    <nav aria-label="Categorías del foro" className={styles.filter}>
      <ul>
        <li>
          <Link to="/forum" aria-current={active === null ? 'page' : undefined} className={styles.filterChip}>
            Todos
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.public_url} aria-current={active === category.slug ? 'page' : undefined} className={styles.filterChip}>
              <span className={styles.dot} style={{ background: category.color }} aria-hidden="true" />
              {category.name}
              <span className={styles.count}>{category.topics_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PopularTopics() {
  const { data: topics, isLoading, isError, refetch } = useGetPopularTopicsQuery();
  return (
    <section className={styles.box} aria-labelledby="forum-popular">
      <h2 id="forum-popular" className={styles.boxTitle}>
        Populares
      </h2>
      {isLoading && <TextSkeleton lines={5} />}
      {isError && <LoadError message="No pudimos cargar los temas populares." onRetry={refetch} />}
      {topics && topics.length === 0 && <p className={styles.muted}>Todavía no hay temas populares.</p>}
      {topics && topics.length > 0 && (
        <ol className={styles.popular}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <Link to={topic.public_url}>{topic.title}</Link>
              <span className={styles.muted}>{topic.comments_count === 1 ? '1 comentario' : `${topic.comments_count} comentarios`}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TopicList({ category }: { category: string | null }) {
  const query = useGetTopicsInfiniteQuery({ category });
  const topics = uniqueItems(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isLoading) return <TextSkeleton lines={8} label="Cargando temas…" />;
  if (!query.data && query.isError) {
    if (category && errorStatus(query.error) === 404) {
      return (
        <EmptyState title="No encontramos esta categoría del foro" action={<Link to="/forum">Ver todos los temas</Link>}>
          <p>Puede que el enlace esté mal escrito o que la categoría ya no exista.</p>
        </EmptyState>
      );
    }
    return <LoadError message="No pudimos cargar los temas del foro." onRetry={query.refetch} />;
  }
  if (topics.length === 0) {
    return (
      <EmptyState title={category ? 'Todavía no hay temas en esta categoría' : 'Todavía no hay temas en el foro'}>
        <p>Abre el primero: pregunta por una tienda, un producto o comparte un consejo para ahorrar.</p>
      </EmptyState>
    );
  }
  return (
    <div className={styles.listWrap}>
      <ul className={styles.list} aria-label="Temas">
        {topics.map((topic) => (
          <li key={topic.id}>
            <TopicRow topic={topic} />
          </li>
        ))}
      </ul>
      <p className={styles.shown}>
        Mostrando {topics.length} de {total} temas
      </p>
      {query.isFetchNextPageError && <LoadError message="No pudimos cargar más temas." onRetry={query.fetchNextPage} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Cargando…' : 'Ver más temas'}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The forum (`/forum`) or one category of it (`/forum/categoria/:slug`): topics 10 at a time with
 * 'Ver más temas', the category filter, 'Populares', and 'Nuevo tema' (guests get the auth modal).
 */
export function TopicsPage() {
  const category = useParams().slug ?? null;
  const { data: categories } = useGetForumCategoriesQuery();
  const current = category ? categories?.find((candidate) => candidate.slug === category) : undefined;
  usePageTitle(current ? `Foro: ${current.name}` : 'Foro');
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Spec §6: a guest who wants to post is asked to sign in.
  const newTopic = () => {
    if (!user) {
      dispatch(openAuthModal('login'));
      return;
    }
    navigate(category ? `/forum/new?categoria=${encodeURIComponent(category)}` : '/forum/new');
  };
  return (
    <section className={styles.page} aria-labelledby="forum-title">
      <header className={styles.header}>
        <div>
          <h1 id="forum-title">{current ? current.name : 'Foro'}</h1>
          <p className={styles.lead}>{current?.description || 'Preguntas, recomendaciones y conversaciones de la comunidad sobre compras en Colombia.'}</p>
        </div>
        <Button onClick={newTopic} icon={<Icon name="plus" size={18} />}>
          Nuevo tema
        </Button>
      </header>
      <CategoryFilter active={category} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 className="visually-hidden">{current ? `Temas de ${current.name}` : 'Temas recientes'}</h2>
          <TopicList key={category ?? 'all'} category={category} />
        </div>
        <aside className={styles.aside} aria-label="Temas populares">
          <PopularTopics />
        </aside>
      </div>
    </section>
  );
}
