import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon, Spinner } from '@gangazo/ui';
import { useGetMenuQuery } from './menuApi';
import styles from './MainNav.module.css';

/** The site's sections, in the order shoppers look for them. */
export const MAIN_SECTIONS = [
  { label: 'Ofertas', to: '/', feed: null },
  { label: 'Cupones', to: '/?ver=cupones', feed: 'cupones' },
  { label: 'Foro', to: '/forum', feed: null },
  { label: 'Blog', to: '/blog', feed: null },
] as const;

/** The category tree, read when it is first opened (nothing on the page waits for it). */
function CategoryTree({ onChoose }: { onChoose: () => void }) {
  const { data, isError, refetch } = useGetMenuQuery();
  if (isError) {
    return (
      <p className={styles.problem}>
        No pudimos cargar las categorías.{' '}
        <button type="button" className={styles.linkButton} onClick={() => refetch()}>
          Reintentar
        </button>
      </p>
    );
  }
  if (!data) return <Spinner label="Cargando categorías…" />;
  return (
    <ul className={styles.tree}>
      {data.categories.map((category) => (
        <li key={category.id}>
          <NavLink to={category.public_url} className={styles.parent} onClick={onChoose}>
            {category.name}
          </NavLink>
          {category.children.length > 0 && (
            <ul className={styles.children}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <NavLink to={child.public_url} className={styles.child} onClick={onChoose}>
                    {child.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Main navigation under the top bar: Ofertas, Cupones, Categorías (the tree from /api/v1/menu),
 * Foro and Blog. On phones the same links fold into one "Menú" button. Rendered the same on the
 * server and in the browser (closed), so hydration never moves it.
 */
export function MainNav() {
  const location = useLocation();
  // Open only on the page where it was opened: a new page (or feed) finds it closed.
  const here = `${location.pathname}${location.search}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [categoriesOpenOn, setCategoriesOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const categoriesOpen = categoriesOpenOn === here;
  const [asked, setAsked] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const listId = useId();
  const categoriesId = useId();
  const feed = new URLSearchParams(location.search).get('ver');

  // Escape or a click elsewhere closes it, focus going back to the button that opened it.
  useEffect(() => {
    if (!open && !categoriesOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const opener = navRef.current?.querySelector<HTMLButtonElement>(categoriesOpen ? '[data-opens="categories"]' : '[data-opens="menu"]');
      setCategoriesOpenOn(null);
      if (!categoriesOpen) setOpenOn(null);
      opener?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setOpenOn(null);
        setCategoriesOpenOn(null);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, categoriesOpen]);

  const close = () => {
    setOpenOn(null);
    setCategoriesOpenOn(null);
  };
  // On the home, Cupones is the coupons feed and Ofertas every other feed; elsewhere the path decides.
  const onHome = (section: (typeof MAIN_SECTIONS)[number]) => section.to === '/' || section.feed !== null;
  const isCurrent = (section: (typeof MAIN_SECTIONS)[number]) =>
    onHome(section) ? location.pathname === '/' && (feed === 'cupones') === (section.feed === 'cupones') : location.pathname.startsWith(section.to);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Principal">
      <div className={styles.inner}>
        <button type="button" className={styles.menuButton} data-opens="menu" aria-expanded={open} aria-controls={listId} onClick={() => setOpenOn(open ? null : here)}>
          <Icon name={open ? 'close' : 'menu'} size={18} />
          Menú
        </button>
        <ul id={listId} className={[styles.list, open ? styles.listOpen : ''].filter(Boolean).join(' ')}>
          {MAIN_SECTIONS.slice(0, 2).map((section) => (
            <li key={section.label}>
              <Link to={section.to} className={styles.link} aria-current={isCurrent(section) ? 'page' : undefined} onClick={close}>
                {section.label}
              </Link>
            </li>
          ))}
          <li className={styles.categoriesItem}>
            <button
              type="button"
              className={styles.link}
              data-opens="categories"
              aria-expanded={categoriesOpen}
              aria-controls={categoriesId}
              onClick={() => {
                setAsked(true);
                setCategoriesOpenOn(categoriesOpen ? null : here);
              }}
            >
              Categorías
              <Icon name="chevronDown" size={16} />
            </button>
            {/* Kept in the page once asked for, so a second opening is instant. */}
            <div id={categoriesId} className={styles.categories} hidden={!categoriesOpen}>
              {asked ? <CategoryTree onChoose={close} /> : null}
            </div>
          </li>
          {MAIN_SECTIONS.slice(2).map((section) => (
            <li key={section.label}>
              <Link to={section.to} className={styles.link} aria-current={isCurrent(section) ? 'page' : undefined} onClick={close}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
