import { resetTheme, selectSavedTheme, setTheme, useAppDispatch, useAppSelector, type Theme } from '@gangazo/platform';
import styles from './ThemeChooser.module.css';

type Choice = Theme | 'system';

const CHOICES: ReadonlyArray<{ value: Choice; label: string }> = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
  { value: 'system', label: 'Como el sistema' },
];

/**
 * Spec §4: set a theme, or reset to following the system. The top bar's button only toggles;
 * here a person can also go back to "whatever my device says".
 */
export function ThemeChooser() {
  const saved = useAppSelector(selectSavedTheme);
  const dispatch = useAppDispatch();
  const current: Choice = saved ?? 'system';
  return (
    <fieldset className={styles.chooser}>
      <legend className={styles.legend}>Tema</legend>
      {CHOICES.map(({ value, label }) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name="gangazo-theme"
            value={value}
            checked={current === value}
            onChange={() => dispatch(value === 'system' ? resetTheme() : setTheme(value))}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
