import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May hold links (terms of use), hence a node. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={[styles.checkbox, className ?? ''].filter(Boolean).join(' ')}>
      <input id={inputId} type="checkbox" className={styles.input} {...props} />
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
