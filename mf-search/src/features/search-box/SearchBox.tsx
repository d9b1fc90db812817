import { useId, useRef, useState } from 'react';
import { Icon, IconButton } from '@gangazo/ui';
import styles from './SearchBox.module.css';

/**
 * The top bar's search input. Spec §4/§5 rules implemented here: a leading space is not accepted
 * and a clear (X) button appears while there is text. Querying and the grouped dropdown
 * ('Cupones más buscados', …) are built in this feature folder next.
 */
export function SearchBox() {
  const inputId = useId();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        Buscar ofertas, cupones y tiendas
      </label>
      <Icon name="search" size={18} className={styles.icon} />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="Buscar ofertas, cupones, tiendas…"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value.replace(/^\s+/, ''))}
      />
      {text !== '' && (
        <IconButton
          label="Borrar búsqueda"
          size="sm"
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" size={16} />
        </IconButton>
      )}
    </form>
  );
}
