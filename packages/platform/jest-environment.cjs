// jsdom has no fetch, Request, Response or Headers, and RTK Query's fetchBaseQuery needs all of
// them. This environment lends jsdom Node's own (undici) implementations. AbortController and
// AbortSignal come along because undici refuses a signal made by jsdom's class. Relative URLs
// ('/api/...') resolve against the page's location, as they do in a browser.
// Use it from a workspace's jest.config.cjs:
//   testEnvironment: require.resolve('@gangazo/platform/jest-environment')
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) page[name] = globalThis[name];
    }
    const absolute = (input) => (typeof input === 'string' ? new URL(input, page.location.href).href : input);
    page.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    page.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetchEnvironment;
