// @ts-check
// Turns a file into an empty module: plain CSS imported by a component means nothing on the server.
/** @returns {string} */
module.exports = function emptyLoader() {
  return 'module.exports = {};';
};
