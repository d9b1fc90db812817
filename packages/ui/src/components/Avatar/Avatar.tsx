import { useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Used for the initials and the image's alt text. */
  name: string;
  src?: string | null;
  size?: number;
  /** When the avatar sits in a control that already names the person, hide it from readers. */
  decorative?: boolean;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

export function Avatar({ name, src, size = 32, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && !failed) {
    return <img className={styles.avatar} src={src} alt={decorative ? '' : name} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className={styles.avatar} style={style} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name} aria-hidden={decorative || undefined}>
      {initialsOf(name)}
    </span>
  );
}
