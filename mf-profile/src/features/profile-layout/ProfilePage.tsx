import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { skipToken, useCurrentUser, usePageTitle } from '@gangazo/platform';
import { Card, EmptyState, LoadError, Spinner } from '@gangazo/ui';
import { errorStatus } from './apiError';
import { OwnerOnlyNotice } from './OwnerOnlyNotice';
import { ProfileContext, type ProfileContextValue } from './profileContext';
import { ProfileHeader } from './ProfileHeader';
import { useGetPublicProfileQuery } from './profileApi';
import { PROFILE_SECTIONS, isUserId, sectionById, type ProfileSection } from './sections';
import styles from './ProfilePage.module.css';

interface ProfilePageProps {
  section: ProfileSection['id'];
  /** The section itself; it reads the profile with `useProfile()`. */
  children: ReactNode;
}

/** Frame of every `/perfil/{id}/…` page: who, the section links (tabs on phones), and the section. */
export function ProfilePage({ section: sectionId, children }: ProfilePageProps) {
  const { id = '' } = useParams();
  const validId = isUserId(id);
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const profileQuery = useGetPublicProfileQuery(validId ? id : skipToken);
  const profile = profileQuery.data;
  const section = sectionById(sectionId);
  const isOwner = user !== null && user.id === id;
  const title = isOwner ? section.ownTitle : section.otherTitle;
  const headingId = useId();
  usePageTitle(profile && !isOwner ? `${title} de ${profile.username}` : title);

  const navRef = useRef<HTMLElement>(null);
  const ready = profile !== undefined && !sessionLoading;
  // On phones the menu is a row of tabs wider than the screen: bring the current one into view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    nav.scrollLeft += box.left - navBox.left - (navBox.width - box.width) / 2;
  }, [sectionId, ready]);

  const context = useMemo<ProfileContextValue | null>(() => (profile ? { userId: id, profile, isOwner } : null), [id, profile, isOwner]);

  if (!validId || errorStatus(profileQuery.error) === 404) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <h1 id={headingId} className="visually-hidden">
          Perfil no encontrado
        </h1>
        <EmptyState
          title="No encontramos ese usuario"
          action={
            <Link to="/" className={styles.homeLink}>
              Volver al inicio
            </Link>
          }
        >
          Puede que la cuenta se haya eliminado o que la dirección esté mal escrita.
        </EmptyState>
      </Card>
    );
  }
  if (profileQuery.isError && !profile) return <LoadError message="No pudimos cargar el perfil." onRetry={profileQuery.refetch} />;
  if (!context || sessionLoading) return <Spinner label="Cargando el perfil…" />;

  const base = `/perfil/${encodeURIComponent(id)}`;
  const visible = PROFILE_SECTIONS.filter((candidate) => isOwner || !candidate.ownerOnly);
  return (
    <ProfileContext.Provider value={context}>
      <div className={styles.page}>
        <ProfileHeader profile={context.profile} />
        <div className={styles.layout}>
          <nav ref={navRef} aria-label="Secciones del perfil" className={styles.nav}>
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
          <section className={styles.content} aria-labelledby={headingId}>
            <h1 id={headingId} className={styles.title}>
              {title}
            </h1>
            {section.ownerOnly && !isOwner ? <OwnerOnlyNotice signedIn={user !== null} /> : children}
          </section>
        </div>
      </div>
    </ProfileContext.Provider>
  );
}

