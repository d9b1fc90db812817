import { makeStore } from '../store/makeStore';
import { mockMatchMedia, type MatchMediaMock } from '../testing/mockMatchMedia';
import { startThemeSync } from './startThemeSync';
import { resetTheme, selectTheme, setTheme, toggleTheme } from './themeSlice';

const appliedTheme = () => document.documentElement.dataset.theme;

describe('theme (spec §4, §5)', () => {
  let media: MatchMediaMock;
  let stop: (() => void) | undefined;

  function start(systemDark: boolean) {
    media = mockMatchMedia(systemDark);
    const store = makeStore();
    stop = startThemeSync(store);
    return store;
  }

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    stop?.();
    media.restore();
  });

  it('starts from the saved preference even when the system says otherwise', () => {
    localStorage.setItem('theme', 'dark');
    const store = start(false);
    expect(selectTheme(store.getState())).toBe('dark');
    expect(appliedTheme()).toBe('dark');
  });

  it('starts from the system preference when nothing is saved', () => {
    const store = start(true);
    expect(selectTheme(store.getState())).toBe('dark');
    expect(appliedTheme()).toBe('dark');
  });

  it('logs the exact Spanish error for a saved value that is not a theme, then follows the system', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('theme', 'sepia');
    const store = start(false);
    expect(selectTheme(store.getState())).toBe('light');
    expect(logged).toHaveBeenCalledWith('Tema no válido. Debe ser "light" o "dark"', 'sepia');
    expect(localStorage.getItem('theme')).toBeNull();
    logged.mockRestore();
  });

  it('follows system changes while nothing is saved', () => {
    const store = start(false);
    media.setDark(true);
    expect(selectTheme(store.getState())).toBe('dark');
    expect(appliedTheme()).toBe('dark');
    media.setDark(false);
    expect(appliedTheme()).toBe('light');
  });

  it('does not follow system changes once a preference is saved', () => {
    localStorage.setItem('theme', 'light');
    const store = start(false);
    media.setDark(true);
    expect(selectTheme(store.getState())).toBe('light');
    expect(appliedTheme()).toBe('light');
  });

  it('toggles to the opposite of what is shown and saves the choice', () => {
    const store = start(true);
    store.dispatch(toggleTheme());
    expect(appliedTheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    media.setDark(true);
    expect(appliedTheme()).toBe('light');
  });

  it('sets a valid theme and saves it', () => {
    const store = start(false);
    store.dispatch(setTheme('dark'));
    expect(appliedTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('refuses anything but "light" or "dark", with the exact Spanish error raised and logged', () => {
    const store = start(false);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => store.dispatch(setTheme('blue'))).toThrow(new Error('Tema no válido. Debe ser "light" o "dark"'));
    expect(log).toHaveBeenCalledWith('Tema no válido. Debe ser "light" o "dark"');
    expect(selectTheme(store.getState())).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
    log.mockRestore();
  });

  it('resets: forgets the saved choice and goes back to following the system', () => {
    localStorage.setItem('theme', 'light');
    const store = start(true);
    expect(appliedTheme()).toBe('light');
    store.dispatch(resetTheme());
    expect(localStorage.getItem('theme')).toBeNull();
    expect(appliedTheme()).toBe('dark');
    media.setDark(false);
    expect(appliedTheme()).toBe('light');
  });
});
