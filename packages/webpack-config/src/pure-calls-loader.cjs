// @ts-check
// Lets the browser builds leave out what the site does not use of react-router.
//
// react-router's build declares its components and contexts as `var Form = React10.forwardRef(…)`
// with no `@__PURE__` note (its other module-level calls have one), each followed by
// `Form.displayName = "Form";`. A bundler must keep a call it cannot prove free of side effects,
// and an assignment to what it returns, with all they reference: `Form` alone keeps `useSubmit`,
// the form-encoding helpers and the action resolver in every page, though the site has no form
// routes. So this loader
// - notes `forwardRef`, `memo` and `createContext` at module level as pure: they only build an
//   object and return it;
// - drops the module-level `displayName` assignments: names for React's developer tools, which the
//   production builds have no use for.
// What the site uses behaves the same.

const MODULE_LEVEL_REACT_CALL = /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const MODULE_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * @param {string} source
 * @returns {string}
 */
function leaveUnusedReactPartsOut(source) {
  return source.replace(MODULE_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(MODULE_LEVEL_DISPLAY_NAME, '');
}

/** @param {string} source @returns {string} */
function pureCallsLoader(source) {
  return leaveUnusedReactPartsOut(source);
}

module.exports = pureCallsLoader;
module.exports.leaveUnusedReactPartsOut = leaveUnusedReactPartsOut;
