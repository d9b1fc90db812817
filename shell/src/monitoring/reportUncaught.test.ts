import { remoteEntry } from '../test-utils/renderShell';
import { reportUncaught } from './reportUncaught';

const entries = [remoteEntry({ name: 'coupons', version: '2.3.0' }), remoteEntry({ name: 'forum', version: '0.9.1', entry: 'https://cdn.example.co/forum/0.9.1/mf-manifest.json' })];
let reports: Array<Record<string, unknown>>;

beforeAll(() => reportUncaught(window, { version: '1.4.0', entries: () => entries }));
beforeEach(() => {
  reports = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    reports.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 204 });
  }) as typeof fetch;
});

function thrownAt(url: string, message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at onClick (${url}:1:20)\n    at dispatch (http://localhost/assets/main.abc.js:1:1)`;
  return error;
}

describe('uncaught errors go to the part of the site that threw them', () => {
  it('an event handler of a remote (window error event) → that remote, its version, runtime', () => {
    const error = thrownAt('http://localhost/mf/coupons/812.js', 'clic roto');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'http://localhost/mf/coupons/812.js' }));
    expect(reports).toEqual([expect.objectContaining({ source: 'coupons', version: '2.3.0', reason: 'runtime', message: 'Error: clic roto' })]);
  });

  it('a promise rejection of a remote on another origin → that remote (they were not reported at all)', () => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: thrownAt('https://cdn.example.co/forum/0.9.1/55.js', 'promesa rota') });
    window.dispatchEvent(event);
    expect(reports).toEqual([expect.objectContaining({ source: 'forum', version: '0.9.1', reason: 'runtime' })]);
  });

  it('a lazy chunk a remote could not fetch → chunk-missing', () => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    const error = Object.assign(thrownAt('http://localhost/mf/coupons/remote.js', 'Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    Object.assign(event, { reason: error });
    window.dispatchEvent(event);
    expect(reports[0]).toMatchObject({ source: 'coupons', reason: 'chunk-missing' });
  });

  it('the shell’s own errors and errors it cannot place → shell with its version', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(reports).toEqual([expect.objectContaining({ source: 'shell', version: '1.4.0', message: 'Script error.' })]);
  });
});
