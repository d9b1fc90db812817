import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '@gangazo/platform';
import { SEARCH_RULES, fetchSearch, isAbortError, type SearchResponse } from './searchApi';

export type SearchStatus = 'idle' | 'loading' | 'success';

export interface SearchState {
  status: SearchStatus;
  /** The last successful answer, null when there is none (short text, error, reset). */
  results: SearchResponse | null;
  /** The trimmed term `results` answer. */
  term: string;
}

const IDLE: SearchState = { status: 'idle', results: null, term: '' };
const VERSION = process.env.APP_VERSION ?? 'dev';

/**
 * Spec §4 search rules for a text: under 3 trimmed characters nothing is asked and results are
 * cleared; from 3, one request 300 ms after the last change; an error empties the results (it is
 * reported, nothing is shown). Each request aborts the one before, and an answer that is not for
 * the latest request is dropped, so a slow early answer never replaces a newer one.
 */
export function useSearch(text: string): { state: SearchState; reset: () => void } {
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    latest.current += 1;
    controller.current?.abort();
    controller.current = null;
  }, []);

  const reset = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  useEffect(() => {
    const term = text.trim();
    if (Array.from(term).length < SEARCH_RULES.minLength) {
      reset();
      return undefined;
    }
    const timer = setTimeout(() => {
      cancel();
      const request = latest.current;
      const abort = new AbortController();
      controller.current = abort;
      setState((previous) => ({ ...previous, status: 'loading' }));
      fetchSearch(term, abort.signal).then(
        (results) => {
          if (request === latest.current) setState({ status: 'success', results, term });
        },
        (error: unknown) => {
          if (request !== latest.current || isAbortError(error)) return;
          reportError(error, { source: 'search', version: VERSION });
          setState(IDLE);
        },
      );
    }, SEARCH_RULES.debounceMs);
    return () => clearTimeout(timer);
  }, [text, cancel, reset]);

  useEffect(() => cancel, [cancel]);

  return { state, reset };
}
