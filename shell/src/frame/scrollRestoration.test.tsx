import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { SCROLL_STORAGE_KEY, scrollMove, useScrollRestoration } from './scrollRestoration';

describe('scrollMove', () => {
  const saved = new Map([['/', 1200]]);

  it('keeps the scroll when only the query or the hash of the same page changes', () => {
    expect(scrollMove('/', { pathname: '/', hash: '' }, 'PUSH', saved)).toEqual({ kind: 'keep' });
    expect(scrollMove('/', { pathname: '/', hash: '#comentarios' }, 'REPLACE', saved)).toEqual({ kind: 'keep' });
  });

  it('opens a new page at its top, or at its anchor', () => {
    expect(scrollMove('/', { pathname: '/ofertas/tv', hash: '' }, 'PUSH', saved)).toEqual({ kind: 'to', top: 0 });
    expect(scrollMove('/', { pathname: '/ofertas/tv', hash: '#comentarios' }, 'PUSH', saved)).toEqual({ kind: 'element', id: 'comentarios', otherwise: 0 });
    expect(scrollMove('/', { pathname: '/ofertas/tv', hash: '#%C3%BAltimos' }, 'PUSH', saved)).toEqual({ kind: 'element', id: 'últimos', otherwise: 0 });
    // A malformed escape is looked up as written rather than throwing.
    expect(scrollMove('/', { pathname: '/a', hash: '#%E0%A4%A' }, 'PUSH', saved)).toEqual({ kind: 'element', id: '%E0%A4%A', otherwise: 0 });
  });

  it('returns Back and Forward to where the visitor was, or to the top of a page never scrolled', () => {
    expect(scrollMove('/ofertas/tv', { pathname: '/', hash: '' }, 'POP', saved)).toEqual({ kind: 'to', top: 1200 });
    expect(scrollMove('/', { pathname: '/cupones/exito', hash: '' }, 'POP', saved)).toEqual({ kind: 'to', top: 0 });
  });
});

describe('useScrollRestoration', () => {
  let navigate: NavigateFunction = () => undefined;
  const scrollTo = jest.fn();

  function Page() {
    useScrollRestoration();
    navigate = useNavigate();
    return null;
  }

  function scrollWindowTo(top: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    window.dispatchEvent(new Event('scroll'));
  }

  beforeEach(() => {
    sessionStorage.clear();
    scrollTo.mockClear();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    scrollWindowTo(0);
  });

  it('opens a new page at the top and brings Back to the position the visitor left', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    scrollWindowTo(900);

    act(() => void navigate('/?tab=nuevas'));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => void navigate('/ofertas/tv'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(300);

    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    act(() => void navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the positions for the tab when the page is hidden', () => {
    render(
      <MemoryRouter initialEntries={['/foro']}>
        <Page />
      </MemoryRouter>,
    );
    scrollWindowTo(450);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}')).toEqual({ '/foro': 450 });
  });

  it('ignores a damaged saved value', () => {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, '{"/": "mucho", "/foro": 10');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => void navigate('/foro'));
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
