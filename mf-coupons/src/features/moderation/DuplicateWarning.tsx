import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFindDuplicatesQuery } from './moderationApi';
import styles from './OfferModeration.module.css';

const WAIT_MS = 600;

/** The value once it has stopped changing for a moment: the check runs when typing pauses. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), WAIT_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * While the share form is filled in: the same link (without tracking parameters) or a
 * near-identical title from the same shop in the last 30 days → a warning with the existing offer.
 */
export function DuplicateWarning({ url, title, shop }: { url: string; title: string; shop: string | null }) {
  const link = /^https?:\/\/\S+\.\S+/i.test(url.trim()) ? url.trim() : '';
  const [settledUrl, settledTitle, settledShop] = [useSettled(link), useSettled(shop ? title.trim() : ''), useSettled(shop ?? '')];
  const settled = { url: settledUrl, title: settledTitle, shop: settledShop };
  const skip = !settled.url && (!settled.shop || settled.title.length < 8);
  const { data } = useFindDuplicatesQuery(settled, { skip });
  const found = skip ? [] : (data ?? []);
  if (found.length === 0) return null;
  const sameLink = found.some((item) => item.match === 'url');
  return (
    <div role="status" className={[styles.notice, styles.pending].join(' ')}>
      <p>
        <strong>{sameLink ? 'Esta oferta ya está publicada.' : 'Parece que alguien ya compartió esta oferta.'}</strong>{' '}
        {sameLink ? 'Vota o comenta allí en lugar de compartirla de nuevo:' : 'Revisa antes de publicar:'}
      </p>
      <ul>
        {found.map((item) => (
          <li key={item.id}>
            <Link to={item.public_url} target="_blank" rel="noopener">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
