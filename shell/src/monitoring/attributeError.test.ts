import { attributeError, codeOwners, stackFrameUrls } from './attributeError';
import { remoteEntry } from '../test-utils/renderShell';

const PAGE = 'https://gangazo.co/ofertas';
const SHELL = { source: 'shell', version: '1.4.0' };
const owners = codeOwners(
  [
    remoteEntry({ name: 'coupons', version: '2.3.0' }),
    remoteEntry({ name: 'forum', version: '0.9.1', entry: 'https://cdn.example.co/forum/0.9.1/mf-manifest.json' }),
    // A folder nested in another remote's: the most specific one owns its files.
    remoteEntry({ name: 'search', version: '1.0.0', entry: '/mf/coupons/search/mf-manifest.json' }),
  ],
  PAGE,
);

const chromeStack = (top: string) =>
  [
    'TypeError: Cannot read properties of undefined',
    `    at onClick (${top}:1:2034)`,
    '    at https://gangazo.co/assets/react-dom.9f8e7d6c.js:12:3456',
    '    at HTMLButtonElement.dispatch (https://gangazo.co/assets/main.abcdef12.js:3:99)',
  ].join('\n');

describe('attributing an uncaught error to the code that threw it', () => {
  it('reads the script URLs of V8 and Firefox/Safari frames, top first', () => {
    expect(stackFrameUrls(chromeStack('https://gangazo.co/mf/coupons/812.a1b2c3d4.js'))).toEqual([
      'https://gangazo.co/mf/coupons/812.a1b2c3d4.js',
      'https://gangazo.co/assets/react-dom.9f8e7d6c.js',
      'https://gangazo.co/assets/main.abcdef12.js',
    ]);
    expect(stackFrameUrls('onClick@https://cdn.example.co/forum/0.9.1/55.js:3:14\ndispatch@https://gangazo.co/assets/main.js:1:1')).toEqual([
      'https://cdn.example.co/forum/0.9.1/55.js',
      'https://gangazo.co/assets/main.js',
    ]);
    expect(stackFrameUrls(undefined)).toEqual([]);
  });

  it('gives a remote its errors, with its live version, whether it is served here or from another origin', () => {
    expect(attributeError({ stack: chromeStack('https://gangazo.co/mf/coupons/812.a1b2c3d4.js') }, owners, SHELL)).toEqual({ source: 'coupons', version: '2.3.0' });
    expect(attributeError({ stack: chromeStack('https://cdn.example.co/forum/0.9.1/55.js') }, owners, SHELL)).toEqual({ source: 'forum', version: '0.9.1' });
    expect(attributeError({ stack: chromeStack('https://gangazo.co/mf/coupons/search/7.js') }, owners, SHELL)).toEqual({ source: 'search', version: '1.0.0' });
  });

  it('looks past the shell’s shared libraries at the top to the remote that called them', () => {
    const stack = [
      'Error: Rendered more hooks',
      '    at useState (https://gangazo.co/assets/react.11112222.js:1:1)',
      '    at onSubmit (https://gangazo.co/mf/coupons/remote.33334444.js:2:2)',
    ].join('\n');
    expect(attributeError({ stack }, owners, SHELL)).toEqual({ source: 'coupons', version: '2.3.0' });
  });

  it('takes the error event’s own script first, which is all a "Script error." has', () => {
    expect(attributeError({ filename: 'https://cdn.example.co/forum/0.9.1/remoteEntry.js' }, owners, SHELL)).toEqual({ source: 'forum', version: '0.9.1' });
  });

  it('leaves the shell its own errors and anything it cannot place', () => {
    expect(attributeError({ stack: chromeStack('https://gangazo.co/assets/main.abcdef12.js') }, owners, SHELL)).toEqual(SHELL);
    expect(attributeError({ stack: 'Error: x\n    at <anonymous>' }, owners, SHELL)).toEqual(SHELL);
    // Same folder name on another host is not the remote.
    expect(attributeError({ filename: 'https://evil.example/mf/coupons/x.js' }, owners, SHELL)).toEqual(SHELL);
    // Only the top frames count: a remote far down the stack did not throw this.
    const deep = ['Error: x', ...Array.from({ length: 10 }, (_, i) => `    at f${i} (https://gangazo.co/assets/main.js:1:${i})`), '    at g (https://gangazo.co/mf/coupons/1.js:1:1)'].join('\n');
    expect(attributeError({ stack: deep }, owners, SHELL)).toEqual(SHELL);
  });
});
