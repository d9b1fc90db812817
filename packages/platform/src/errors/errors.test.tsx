import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { reportError, resetReportedErrors } from './reportError';

function sentReports() {
  return (global.fetch as jest.Mock).mock.calls.map(([url, init]: [string, RequestInit]) => ({ url, body: JSON.parse(String(init.body)) }));
}

beforeEach(() => {
  resetReportedErrors();
  sessionStorage.clear();
  global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as typeof fetch;
});

describe('reportError', () => {
  it('posts a MonitoringReport tagged with the source and version to /monitoring', () => {
    reportError(new TypeError('x is undefined'), { source: 'coupons', version: '0.1.0' });
    expect(sentReports()).toEqual([
      {
        url: '/monitoring',
        body: expect.objectContaining({ source: 'coupons', version: '0.1.0', level: 'error', reason: 'runtime', message: 'TypeError: x is undefined', url: 'http://localhost/' }),
      },
    ]);
  });

  it('never sends a password-reset token in the reported address', () => {
    window.history.pushState({}, '', '/restablecer-contrasena?token=secreto123&x=1');
    reportError(new Error('reset failed'), { source: 'auth', version: '1' });
    window.history.pushState({}, '', '/');
    const body = sentReports()[0]?.body;
    expect(body.url).toBe('http://localhost/restablecer-contrasena?token=%5Bredacted%5D&x=1');
    expect(JSON.stringify(body)).not.toContain('secreto123');
  });

  it('sends an identical report only once in a short while', () => {
    reportError(new Error('boom'), { source: 'forum', version: '1' });
    reportError(new Error('boom'), { source: 'forum', version: '1' });
    reportError(new Error('boom'), { source: 'profile', version: '1' });
    expect(sentReports()).toHaveLength(2);
  });

  it('never throws, even when fetch itself throws', () => {
    global.fetch = jest.fn(() => {
      throw new Error('offline');
    }) as typeof fetch;
    expect(() => reportError('text error', { source: 'shell', version: '1' })).not.toThrow();
  });
});

describe('ErrorBoundary', () => {
  function Flaky({ failure }: { failure: { broken: boolean } }) {
    if (failure.broken) throw new Error('render failed');
    return <p>Contenido listo</p>;
  }

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the Spanish fallback, reports the error and renders again on Reintentar', async () => {
    const failure = { broken: true };
    const onRetry = jest.fn(() => {
      failure.broken = false;
    });
    render(
      <ErrorBoundary source="forum" version="0.1.0" message="No pudimos cargar esta sección." onRetry={onRetry}>
        <Flaky failure={failure} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar esta sección.');
    expect(sentReports()[0]?.body).toMatchObject({ source: 'forum', version: '0.1.0', reason: 'render', message: 'Error: render failed' });

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByText('Contenido listo')).toBeInTheDocument();
  });

  it('reports a load failure with the reason it carries; a hung host does not reload the page', () => {
    const timedOut = Object.assign(new Error('El remoto «coupons» no respondió a tiempo'), { reason: 'load-timeout' });
    function Hung(): never {
      throw timedOut;
    }
    render(
      <ErrorBoundary source="coupons" version="2.0.0">
        <Hung />
      </ErrorBoundary>,
    );
    expect(sentReports()[0]?.body).toMatchObject({ source: 'coupons', version: '2.0.0', reason: 'load-timeout' });
    expect(sessionStorage.getItem('gangazo:chunk-reload-at')).toBeNull();
  });

  it('reloads once (instead of reporting) when a remote script is gone after a deploy', () => {
    const gone = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ScriptNetworkError: Failed to load script');
    function Stale(): never {
      throw gone;
    }
    render(
      <ErrorBoundary source="coupons" version="2.0.0">
        <Stale />
      </ErrorBoundary>,
    );
    // jsdom cannot navigate; the guard's stamp shows the reload was asked for.
    expect(Number(sessionStorage.getItem('gangazo:chunk-reload-at'))).toBeGreaterThan(0);
    expect(sentReports()).toEqual([]);
  });

  it('keeps the failure inside: siblings outside the boundary stay on screen', () => {
    function Page() {
      const [failure] = useState({ broken: true });
      return (
        <>
          <header>Gangazo</header>
          <ErrorBoundary source="coupons" version="1">
            <Flaky failure={failure} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('Gangazo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
