import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@gangazo/contracts';
import { imageUrl } from '@gangazo/contracts/catalog/images';
import { useGetBannersQuery } from './bannersApi';
import styles from './HomeBanners.module.css';

/** Widths (and a third of them in height) that are both on the image endpoint's ladder. */
const BANNER_WIDTHS = [480, 960, 1200] as const;
/** The banner spans the content column: the screen on phones, at most ~870 px on desktop. */
const BANNER_SIZES = '(max-width: 960px) 100vw, 870px';

/** A site path opens in the app; anything else is another site, in a new tab. */
function BannerLink({ url, label, children }: { url: string; label: string; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={styles.link} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(url)) return <div className={styles.link}>{children}</div>;
  return (
    <a href={url} className={styles.link} aria-label={`${label} (se abre en una pestaña nueva)`} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * True once the page has finished loading (at once after an in-app navigation), or earlier with
 * `wake()`. The banners after the first wait for it: on a phone's first visit their pictures
 * (~16 KB each) were fetched beside the first one, the page's largest paint, and slowed it.
 */
function useAfterPageLoad(): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setReady(true);
      return undefined;
    }
    const onLoad = () => setReady(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return [ready, () => setReady(true)];
}

function BannerSlide({ banner, eager, showPicture }: { banner: Banner; eager: boolean; showPicture: boolean }) {
  const picture = showPicture ? (banner.image_key ? imageUrl(banner.image_key, { width: 1200, height: 400 }) : banner.image_url) : null;
  // A phone gets a picture its size (the banner is 3:1 at any width), not the desktop one.
  const sources = banner.image_key ? BANNER_WIDTHS.map((width) => `${imageUrl(banner.image_key as string, { width, height: width / 3 })} ${width}w`).join(', ') : undefined;
  const label = [banner.title, banner.subtitle, banner.button_label].filter(Boolean).join('. ');
  return (
    <BannerLink url={banner.url} label={label}>
      {picture ? (
        // The picture carries the title and subtitle (the link's name says them); until it may
        // load, or without JavaScript, a later banner shows them in words.
        <img
          src={picture}
          srcSet={sources}
          sizes={sources ? BANNER_SIZES : undefined}
          alt=""
          width={1200}
          height={400}
          className={styles.picture}
          loading={eager ? 'eager' : 'lazy'}
          // The first banner is the largest thing on a phone's first screen: fetch it first.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <span className={styles.plain}>
          <strong className={styles.plainTitle}>{banner.title}</strong>
          {banner.subtitle && <span className={styles.plainSubtitle}>{banner.subtitle}</span>}
        </span>
      )}
      <span className={styles.button} aria-hidden="true">
        {banner.button_label}
      </span>
    </BannerLink>
  );
}

/** The home's banners (`GET /api/v1/banners`): one at a time, swiped or stepped; nothing when there are none. */
export function HomeBanners() {
  const { data: banners, isLoading } = useGetBannersQuery();
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [pageLoaded, loadPictures] = useAfterPageLoad();
  // While they load (the server left them to the browser), their place is kept: the feed below
  // must not be pushed down when they arrive.
  if (isLoading) return <div className={styles.reserved} aria-hidden="true" data-testid="banners-reserved" />;
  if (!banners || banners.length === 0) return null;
  const count = banners.length;

  const show = (index: number) => {
    const next = (index + count) % count;
    loadPictures();
    setCurrent(next);
    const track = trackRef.current;
    const slide = track?.children[next] as HTMLElement | undefined;
    if (track && slide && typeof track.scrollTo === 'function') track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' });
  };

  return (
    <section className={styles.banners} aria-roledescription="carrusel" aria-label="Destacados">
      <ul
        ref={trackRef}
        className={styles.track}
        onScroll={(event) => {
          const track = event.currentTarget;
          loadPictures();
          if (track.clientWidth > 0) setCurrent(Math.min(count - 1, Math.round(track.scrollLeft / track.clientWidth)));
        }}
      >
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.slide} aria-roledescription="diapositiva" aria-label={`${index + 1} de ${count}`}>
            <BannerSlide banner={banner} eager={index === 0} showPicture={index === 0 || pageLoaded} />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label="Banner anterior" onClick={() => show(current - 1)}>
            ‹
          </button>
          <p className={styles.position} aria-live="polite">
            {current + 1} de {count}
          </p>
          <button type="button" className={styles.arrow} aria-label="Banner siguiente" onClick={() => show(current + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
