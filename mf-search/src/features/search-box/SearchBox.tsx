import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon, IconButton, Spinner } from '@gangazo/ui';
import { NO_RESULTS_HINT, NO_RESULTS_TITLE, resultsPagePath, seeAllLabel, toSections, type ResultOption } from './results';
import { ResultsList } from './ResultsList';
import { SEARCH_RULES, recordSearchClick } from './searchApi';
import { useSearch } from './useSearch';
import styles from './SearchBox.module.css';

const ACTIVE_COUPON_PARAM = 'active_coupon';

/** The 'Ver todos los resultados' row: an option like the results, leading to `/buscar`. */
const SEE_ALL = { key: 'see-all' } as const;
type DropdownOption = ResultOption | typeof SEE_ALL;

/**
 * The top bar's search box (spec §2 "Search dropdown", §4 "Search"): an ARIA combobox whose
 * listbox shows the five result groups and, last, 'Ver todos los resultados de «…»' (the results
 * page). Focus stays in the input; arrows move the active option, Enter opens it (or, with none
 * active, the results page), Escape closes the list. Losing focus resets the box after 200 ms,
 * which leaves a click on a result time to land.
 */
export function SearchBox() {
  const inputId = useId();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { state, reset: resetSearch } = useSearch(text);
  const navigate = useNavigate();
  const location = useLocation();

  const sections = useMemo(() => (state.results ? toSections(state.results) : []), [state.results]);
  const results = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const hasText = Array.from(text.trim()).length >= SEARCH_RULES.minLength;
  // The last row, after the groups: one more place for the arrow keys to reach.
  const seeAll = results.length > 0 ? SEE_ALL : null;
  const options: DropdownOption[] = useMemo(() => (seeAll ? [...results, seeAll] : results), [results, seeAll]);
  const loading = state.status === 'loading';
  const showList = open && hasText && (state.results !== null || loading);
  const empty = state.results !== null && results.length === 0;
  const optionId = (option: DropdownOption) => `${listboxId}-${option.key}`;
  const active = showList ? options[activeIndex] : undefined;

  // On a server-rendered page this code arrives at the visitor's first interaction (the shell holds
  // slots until then): what they typed into the server's field meanwhile is taken as typed now.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value.replace(/^\s+/, '') ?? '';
    if (typed === '') return;
    setText(typed);
    setOpen(true);
  }, []);

  // New answers open the list with nothing active; short text closes it (spec §4).
  useEffect(() => {
    setActiveIndex(-1);
    if (state.results) setOpen(true);
  }, [state.results]);
  useEffect(() => {
    if (!hasText) setOpen(false);
  }, [hasText]);
  useEffect(() => () => clearBlurTimer(), []);

  function clearBlurTimer() {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = null;
  }

  function resetBox() {
    clearBlurTimer();
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    resetSearch();
  }

  function openResultsPage() {
    navigate(resultsPagePath(text));
    resetBox();
    inputRef.current?.blur();
  }

  function openOption(option: DropdownOption) {
    if ('group' in option) openResult(option);
    else openResultsPage();
  }

  function openResult(option: ResultOption) {
    recordSearchClick({ group: option.group, id: option.clickId, term: state.term });
    if (option.target.kind === 'coupon') {
      const params = new URLSearchParams(location.search);
      params.set(ACTIVE_COUPON_PARAM, option.target.couponId);
      navigate(`${location.pathname}?${params.toString()}`);
    } else {
      navigate(option.target.path);
    }
    resetBox();
    inputRef.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        setActiveIndex(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index < 0 ? (step > 0 ? 0 : options.length - 1) : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) openOption(active);
      else if (hasText) openResultsPage();
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (text) {
        event.preventDefault();
        resetBox();
      }
    }
  }

  const announcement = !showList || loading ? '' : empty ? NO_RESULTS_TITLE : results.length === 1 ? '1 resultado' : `${results.length} resultados`;

  return (
    <div className={styles.root}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          Buscar ofertas, cupones y tiendas
        </label>
        <Icon name="search" size={18} className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          className={styles.input}
          placeholder="Buscar ofertas, cupones, tiendas…"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_RULES.maxLength}
          value={text}
          onChange={(event) => {
            // Spec §4: a leading space cannot be typed.
            setText(event.target.value.replace(/^\s+/, ''));
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={clearBlurTimer}
          onBlur={() => {
            clearBlurTimer();
            blurTimer.current = setTimeout(resetBox, SEARCH_RULES.blurResetMs);
          }}
        />
        {loading && (
          <span className={styles.loading}>
            <Spinner label="Buscando…" size={16} />
          </span>
        )}
        {text !== '' && (
          <IconButton
            label="Borrar búsqueda"
            size="sm"
            onClick={() => {
              resetBox();
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={16} />
          </IconButton>
        )}
      </form>
      <div
        className={styles.dropdown}
        hidden={!showList}
        // Keeps focus in the input while a result is clicked (no blur reset first).
        onMouseDown={(event) => event.preventDefault()}
      >
        {showList && empty && !loading && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{NO_RESULTS_TITLE}</p>
            <p className={styles.emptyHint}>{NO_RESULTS_HINT}</p>
          </div>
        )}
        {showList && sections.length === 0 && loading && <p className={styles.searching}>Buscando…</p>}
        <div id={listboxId} role="listbox" aria-label="Resultados de búsqueda" aria-busy={loading} hidden={!showList || sections.length === 0}>
          {showList && (
            <ResultsList sections={sections} activeKey={active?.key ?? null} optionId={optionId} onOpen={openResult} onHover={(option) => setActiveIndex(options.indexOf(option))} />
          )}
          {showList && seeAll && (
            <div
              id={optionId(seeAll)}
              role="option"
              aria-selected={active === seeAll}
              className={`${styles.option} ${styles.seeAll}`}
              data-active={active === seeAll || undefined}
              onClick={openResultsPage}
              onMouseMove={() => setActiveIndex(options.indexOf(seeAll))}
            >
              <Icon name="search" size={18} className={styles.seeAllIcon} />
              <span className={styles.label}>{seeAllLabel(text)}</span>
            </div>
          )}
        </div>
      </div>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
