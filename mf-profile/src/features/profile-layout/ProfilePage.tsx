import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Avatar, Card, EmptyState, Spinner } from '@gangazo/ui';
import { PROFILE_SECTIONS, sectionById, type ProfileSection } from './sections';
import styles from './ProfilePage.module.css';

interface ProfilePageProps {
  section: ProfileSection['id'];
  /** The section's content on your own profile; empty state when left out. */
  children?: ReactNode;
}

/** Frame of every `/perfil/{id}/…` page: who, the section links, and the section itself. */
export function ProfilePage({ section: sectionId, children }: ProfilePageProps) {
  const { id = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const section = sectionById(sectionId);
  const isOwner = user !== null && user.id === id;
  const title = isOwner ? section.ownTitle : section.otherTitle;
  usePageTitle(title);

  if (isLoading) return <Spinner label="Cargando el perfil…" />;
  const base = `/perfil/${encodeURIComponent(id)}`;
  const visible = PROFILE_SECTIONS.filter((candidate) => isOwner || !candidate.ownerOnly);

  return (
    <div className={styles.layout}>
      <Card as="aside" className={styles.side}>
        {isOwner && (
          <div className={styles.who}>
            <Avatar name={user.name || user.username} src={user.avatar} size={56} decorative />
            <div>
              <p className={styles.name}>{user.name || user.username}</p>
              <p className={styles.username}>@{user.username}</p>
            </div>
          </div>
        )}
        <nav aria-label="Secciones del perfil">
          <ul className={styles.links}>
            {visible.map((candidate) => (
              <li key={candidate.id}>
                <NavLink end to={`${base}${candidate.suffix}`} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  {isOwner ? candidate.ownTitle : candidate.otherTitle}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <section className={styles.content}>
        <h1>{title}</h1>
        {section.ownerOnly && !isOwner ? (
          <p role="alert">Esta sección es privada: solo la persona dueña del perfil puede verla.</p>
        ) : (
          (children ?? <EmptyState title={section.emptyTitle} />)
        )}
      </section>
    </div>
  );
}
