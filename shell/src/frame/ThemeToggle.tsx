import { selectTheme, toggleTheme, useAppDispatch, useAppSelector } from '@gangazo/platform';
import { Icon, IconButton } from '@gangazo/ui';

export function ThemeToggle() {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const next = theme === 'dark' ? 'claro' : 'oscuro';
  return (
    <IconButton label={`Cambiar a tema ${next}`} onClick={() => dispatch(toggleTheme())}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </IconButton>
  );
}
