import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { normalizeText } from '@gangazo/contracts/catalog/slug';
import { skipToken } from '@gangazo/platform';
import type { ChosenShop } from './shareForm';
import { useSearchShopsQuery } from './shareApi';
import styles from './ShareForm.module.css';

/** Pause after the last key before the shops are asked for. */
export const SHOP_SEARCH_DELAY_MS = 250;

export interface ShopPickerProps {
  id: string;
  text: string;
  shop: ChosenShop | null;
  onTextChange: (text: string) => void;
  onPick: (shop: ChosenShop | null) => void;
  error?: string;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The shop of a share: a combobox that suggests listed shops as you type (`/api/v1/shops?filter=`).
 * A name that is not listed is sent as a new shop, which the team reviews.
 */
export function ShopPicker({ id, text, shop, onTextChange, onPick, error }: ShopPickerProps) {
  const listId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), SHOP_SEARCH_DELAY_MS);
  const normalized = normalizeText(term);
  const { data, isFetching } = useSearchShopsQuery(normalized && !shop ? normalized.slice(0, 40) : skipToken);
  // The BFF matches the first word; every typed word must start a word of the name.
  const words = normalized.split(' ').filter(Boolean);
  const options = (data ?? []).filter((item) => {
    const nameWords = normalizeText(item.name).split(' ');
    return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
  });
  const exact = options.some((item) => normalizeText(item.name) === normalizeText(text));
  const expanded = open && !shop && options.length > 0;

  const pick = (index: number) => {
    const chosen = options[index];
    if (!chosen) return;
    onPick({ slug: chosen.slug, name: chosen.name });
    onTextChange(chosen.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  let hint = 'Escribe y elige la tienda de la lista.';
  if (shop) hint = `Tienda elegida: ${shop.name}.`;
  else if (text.trim().length >= 2 && !isFetching && term === text.trim() && !exact) {
    hint = `Si «${text.trim()}» no está en la lista, la publicaremos como tienda nueva y el equipo la revisará.`;
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Tienda
      </label>
      <div className={[styles.combo, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
        <input
          id={id}
          className={styles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
          autoComplete="off"
          maxLength={80}
          placeholder="Éxito, Falabella, Mercado Libre…"
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            if (shop) onPick(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {shop && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Cambiar de tienda"
            onClick={() => {
              onPick(null);
              onTextChange('');
              document.getElementById(id)?.focus();
            }}
          >
            ×
          </button>
        )}
        <ul id={listId} role="listbox" aria-label="Tiendas" className={styles.options} hidden={!expanded}>
          {options.map((item, index) => (
            <li
              key={item.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.activeOption : undefined}
              // mousedown, not click: it must win over the input's blur.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
            >
              {item.name}
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
