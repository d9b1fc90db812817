import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { leaveUnusedReactPartsOut } from './pure-calls-loader.cjs';

describe('leaveUnusedReactPartsOut', () => {
  it('notes module-level forwardRef, memo and createContext as pure and drops module-level display names', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Form = React10.forwardRef(function Form2(props, ref) {',
      '  Inner.displayName = "kept";',
      '  return null;',
      '});',
      'Form.displayName = "Form";',
      'const Routes = React2.memo(RoutesImpl);',
      'var element = React2.createElement(Thing, null);',
      'var count = /* @__PURE__ */ new Set();',
      '',
    ].join('\n');
    expect(leaveUnusedReactPartsOut(source)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        'var Form = /* @__PURE__ */ React10.forwardRef(function Form2(props, ref) {',
        // Inside a function it runs only when called: left as it is.
        '  Inner.displayName = "kept";',
        '  return null;',
        '});',
        'const Routes = /* @__PURE__ */ React2.memo(RoutesImpl);',
        'var element = React2.createElement(Thing, null);',
        'var count = /* @__PURE__ */ new Set();',
        '',
      ].join('\n'),
    );
  });

  it('still finds what it is for in the installed react-router (a new release may declare its parts otherwise)', () => {
    const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [path.join(__dirname, '..', '..', '..', 'shell')] })), 'dist', 'development');
    const transformed = readdirSync(dist)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => leaveUnusedReactPartsOut(readFileSync(path.join(dist, name), 'utf8')))
      .join('\n');
    for (const part of ['Link', 'NavLink', 'Form', 'LocationContext', 'NavigationContext']) {
      expect(transformed).toMatch(new RegExp(`^var ${part} = /\\* @__PURE__ \\*/ React\\d*\\.(forwardRef|createContext)\\(`, 'm'));
    }
    // Nothing at module level left un-noted, and no display name keeping an unused part alive.
    expect(transformed).not.toMatch(/^(?:var|let|const) [\w$]+ = React\d*\.(?:forwardRef|memo|createContext)\(/m);
    expect(transformed).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
