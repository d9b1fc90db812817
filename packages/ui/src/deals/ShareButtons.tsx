import { useEffect, useState } from 'react';
import { copyText } from './copyText';
import { shareTargets } from './shareLinks';
import styles from './ShareButtons.module.css';

export interface ShareButtonsProps {
  /** The page's canonical, absolute address. */
  url: string;
  title: string;
  /** Told whether "Copiar enlace" put the address on the clipboard (the page shows its alert). */
  onCopied: (ok: boolean) => void;
  /** How to put text on the clipboard (copyText by default). */
  copy?: (text: string) => Promise<boolean>;
}

/**
 * WhatsApp, Facebook, X and Telegram links, "Copiar enlace", and the phone's own share sheet
 * where the browser has one (`navigator.share`, shown only after hydration so the server's and the
 * browser's first markup agree).
 */
export function ShareButtons({ url, title, onCopied, copy = copyText }: ShareButtonsProps) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  return (
    <div className={styles.share} role="group" aria-label="Compartir">
      <span className={styles.label} aria-hidden="true">
        Compartir
      </span>
      {canShare && (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            navigator.share({ title, url }).catch(() => undefined);
          }}
        >
          Compartir…
        </button>
      )}
      {shareTargets(url, title).map((target) => (
        <a
          key={target.id}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={[styles.link, target.id === 'whatsapp' ? styles.whatsapp : ''].join(' ')}
          aria-label={`Compartir en ${target.label} (se abre en una pestaña nueva)`}
        >
          {target.label}
        </a>
      ))}
      <button type="button" className={styles.button} onClick={() => void copy(url).then(onCopied)}>
        Copiar enlace
      </button>
    </div>
  );
}
