import { useParams } from 'react-router';
import { formatDate, usePageTitle } from '@gangazo/platform';
import { Card, LoadError, RichTextContent, TextSkeleton } from '@gangazo/ui';
import { useGetInformationsQuery } from '../content/contentApi';
import { NotFoundPage } from './NotFoundPage';
import styles from './InformationPage.module.css';

/** `/informacion/{slug}`: about, terms, privacy… — the pages the footer and the sign-up form link to. */
export function InformationPage() {
  const { slug } = useParams();
  const { data, isLoading, isError, refetch } = useGetInformationsQuery();
  const page = data?.items.find((item) => item.slug === slug);
  usePageTitle(page?.title);

  if (isLoading) {
    return (
      <Card as="section" padding="lg" className={styles.page}>
        <TextSkeleton lines={6} label="Cargando…" />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card as="section" padding="lg" className={styles.page}>
        <LoadError message="No pudimos cargar esta página." onRetry={refetch} />
      </Card>
    );
  }
  if (!page) return <NotFoundPage />;
  return (
    <Card as="article" padding="lg" className={styles.page}>
      <h1>{page.title}</h1>
      <p className={styles.updated}>Actualizado el {formatDate(page.updated_at)}</p>
      {/* The BFF sanitizes information bodies (contract: `Information.body` is sanitized HTML). */}
      <RichTextContent html={page.body} />
    </Card>
  );
}
