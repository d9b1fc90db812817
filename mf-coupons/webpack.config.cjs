// @ts-check
const { createFederatedConfig } = require('@gangazo/webpack-config');

module.exports = createFederatedConfig({ dir: __dirname, kind: 'remote' });
