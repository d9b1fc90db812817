/**
 * @jest-environment jsdom
 */
// When the page's inline loader (SCRIPT_AFTER_PAINT) asks for the shell's script: after the first
// frame, and on a page with a main picture only once that picture is decoded (or at most
// HERO_WAIT_MS later, or HIDDEN_TAB_WAIT_MS in a tab in the background).
import { HERO_WAIT_MS, HIDDEN_TAB_WAIT_MS, SCRIPT_AFTER_PAINT } from './shell-html';

const loader = SCRIPT_AFTER_PAINT.replace(/^<script>/, '').replace(/<\/script>$/, '');
const SHELL_SCRIPT = '/assets/main.0123abcd.js';

// The BFF is compiled without the DOM's types: what these tests touch of jsdom's, by shape.
interface TestImage {
  setAttribute(name: string, value: string): void;
  dispatchEvent(event: unknown): boolean;
  decode?: () => Promise<void>;
}
const { document, Event } = globalThis as unknown as {
  document: {
    body: { innerHTML: string; appendChild(child: unknown): void; querySelector(selector: string): { getAttribute(name: string): string | null } | null };
    createElement(tag: 'img'): TestImage;
  };
  Event: new (type: string) => unknown;
};

/** The page as the server sends it, with an optional main picture; then the loader runs. */
function loadPage(hero?: (image: TestImage) => void): void {
  document.body.innerHTML = `<script id="gangazo-main" type="application/json">${JSON.stringify(SHELL_SCRIPT)}</script>`;
  if (hero) {
    const image = document.createElement('img');
    image.setAttribute('src', '/api/v1/images/offer/48108aaa3c16812abb6e4464?width=800');
    image.setAttribute('fetchpriority', 'high');
    hero(image);
    document.body.appendChild(image);
  }
  new Function(loader)();
}

const requested = () => document.body.querySelector(`script[src="${SHELL_SCRIPT}"]`) !== null;

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** jsdom draws a frame every 16 ms; a few of them. */
const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => jest.useRealTimers());

test('a page without a main picture asks for the script after its first frame, once', async () => {
  loadPage();
  expect(requested()).toBe(false);
  await frames();
  expect(requested()).toBe(true);
  expect(document.body.querySelector('script[src]')?.getAttribute('src')).toBe(SHELL_SCRIPT);
});

test('a page with a main picture waits for it to be decoded, then for a frame', async () => {
  const decoded = deferred();
  loadPage((image) => (image.decode = () => decoded.promise));
  await frames();
  expect(requested()).toBe(false);
  decoded.resolve();
  await frames();
  expect(requested()).toBe(true);
});

test('a main picture that fails to load does not hold the script', async () => {
  const decoded = deferred();
  loadPage((image) => (image.decode = () => decoded.promise));
  decoded.reject(new Error('EncodingError'));
  await frames();
  expect(requested()).toBe(true);
});

test('in a browser without decode(), the picture’s load event starts the script', async () => {
  let picture: TestImage | undefined;
  loadPage((image) => {
    // jsdom fetches no image: as a browser would report one still on its way.
    Object.defineProperty(image, 'complete', { value: false });
    picture = image;
  });
  await frames();
  expect(requested()).toBe(false);
  picture?.dispatchEvent(new Event('load'));
  await frames();
  expect(requested()).toBe(true);
});

test(`a main picture that never arrives holds the script ${HERO_WAIT_MS} ms at most`, () => {
  jest.useFakeTimers();
  loadPage((image) => (image.decode = () => new Promise<void>(() => undefined)));
  jest.advanceTimersByTime(HERO_WAIT_MS - 1);
  expect(requested()).toBe(false);
  jest.advanceTimersByTime(1);
  expect(requested()).toBe(true);
});

test(`a tab opened in the background, which draws no frame, asks for the script after ${HIDDEN_TAB_WAIT_MS} ms`, () => {
  jest.useFakeTimers();
  // On the document itself, over jsdom's getter (always visible) on its prototype.
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  try {
    loadPage((image) => (image.decode = () => new Promise<void>(() => undefined)));
    jest.advanceTimersByTime(HIDDEN_TAB_WAIT_MS - 1);
    expect(requested()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(requested()).toBe(true);
  } finally {
    delete (document as { hidden?: boolean }).hidden;
  }
});
