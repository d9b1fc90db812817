// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// A test of server code (`@jest-environment node`, e.g. the shell's server renderer) has no window.
const inBrowser = typeof window !== 'undefined';
if (inBrowser && !window.matchMedia) {
  // jsdom has no matchMedia; tests that care replace it with their own.
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// Lazy imports (Quill) are transformed on first use; on a loaded 2-core machine that can take
// longer than Testing Library's default 1 s wait.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
// jsdom does not lay out or scroll; the shell's scroll restoration calls window.scrollTo on every
// navigation, which jsdom would report as "Not implemented" noise.
if (inBrowser) window.scrollTo = () => {};
