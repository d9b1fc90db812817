#!/usr/bin/env node
// @ts-check
// npm run deploy:remote -- <remoto> --to <carpeta | URL> [--public-url <URL>] [--skip-build]
// Env: GANGAZO_URL (the BFF, default http://localhost:3000), REMOTES_DEPLOY_TOKEN (the remote's own
// token or ops'), DEPLOY_PUBLIC_URL (where a --to folder is served), DEPLOY_UPLOAD_TOKEN (for --to URL).
const path = require('node:path');
const { deployRemote, DeployError } = require('../src/deploy-remote.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
deployRemote({ argv: process.argv.slice(2), env: process.env, root, log: (line) => console.log(line) }).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof DeployError ? error.exitCode : 1;
});
