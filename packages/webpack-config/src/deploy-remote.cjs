// @ts-check
// `npm run deploy:remote -- <name> --to <dir | URL>`: builds one remote, publishes its files under a
// versioned folder (`<to>/<name>/<version>-<hash>/`, never overwriting another build's files), then
// asks the BFF to switch the registry to it (`PUT /api/v1/remotes/<name>`), which checks the build
// before it goes live. The BFF's answer (or its Spanish refusal) is what the command prints.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { lastBuildFiles, LEDGER } = require('./previous-builds.cjs');

const USAGE = 'Uso: npm run deploy:remote -- <remoto> --to <carpeta | URL> [--public-url <URL>] [--skip-build]';

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
});

class DeployError extends Error {
  /** @param {string} message @param {number} exitCode 1: refused or failed; 2: wrong use */
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * @typedef {{ name: string, to: string, publicUrl?: string, skipBuild: boolean }} DeployArgs
 * @typedef {{ version: string, routes: string[], slots: string[], platform: string, serverEntry?: string }} Descriptor
 */

/**
 * @param {string[]} argv the arguments after `--`
 * @param {NodeJS.ProcessEnv} env
 * @returns {DeployArgs}
 */
function parseArgs(argv, env) {
  /** @type {Partial<DeployArgs>} */
  const args = { skipBuild: false, publicUrl: env.DEPLOY_PUBLIC_URL || undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--to') args.to = argv[++i];
    else if (arg === '--public-url') args.publicUrl = argv[++i];
    else if (arg === '--skip-build') args.skipBuild = true;
    else if (arg && !arg.startsWith('--') && args.name === undefined) args.name = arg;
    else throw new DeployError(`Argumento desconocido: ${arg}. ${USAGE}`, 2);
  }
  if (!args.name || !args.to) throw new DeployError(USAGE, 2);
  return /** @type {DeployArgs} */ (args);
}

/** @param {string} value */
function isUrl(value) {
  return /^https?:\/\//.test(value);
}

/** @param {string} base @param {string} relative */
function joinUrl(base, relative) {
  return `${base.replace(/\/+$/, '')}/${relative}`;
}

/**
 * The files of the remote's current build (the build keeps older ones for open tabs: those are
 * not this version's), its server container, never source maps.
 * @param {string} dist
 * @returns {string[]}
 */
function buildFiles(dist) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dist, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files.push(name);
    }
  };
  const current = lastBuildFiles(dist);
  if (current) {
    files.push(...current);
    if (fs.existsSync(path.join(dist, 'server'))) walk('server');
  } else walk('');
  return [...new Set(files)].filter((file) => file !== LEDGER && !file.endsWith('.map') && fs.existsSync(path.join(dist, file))).sort();
}

/**
 * @param {string} file
 * @param {string} dist
 * @param {string} target the versioned folder's URL
 * @param {NodeJS.ProcessEnv} env
 */
async function upload(file, dist, target, env) {
  const url = joinUrl(target, file);
  /** @type {Record<string, string>} */
  const headers = { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' };
  if (env.DEPLOY_UPLOAD_TOKEN) headers.authorization = `Bearer ${env.DEPLOY_UPLOAD_TOKEN}`;
  let response;
  try {
    response = await fetch(url, { method: 'PUT', headers, body: fs.readFileSync(path.join(dist, file)), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new DeployError(`No se pudo subir ${file} a ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new DeployError(`${url} respondió ${response.status} al subir ${file}.`);
}

/**
 * Builds (unless told not to), publishes and registers one remote.
 * @param {{ argv: string[], env: NodeJS.ProcessEnv, root: string, log: (line: string) => void }} options
 * @returns {Promise<{ entry: string, version: string }>}
 */
async function deployRemote({ argv, env, root, log }) {
  const args = parseArgs(argv, env);
  const name = args.name.replace(/^mf-/, '');
  const folder = `mf-${name}`;
  const dist = path.join(root, folder, 'dist');
  if (!fs.existsSync(path.join(root, folder, 'remote.json'))) throw new DeployError(`No hay un remoto «${name}» en este repositorio (${folder}/remote.json).`, 2);
  const token = env.REMOTES_DEPLOY_TOKEN;
  if (!token) throw new DeployError('Falta REMOTES_DEPLOY_TOKEN: el token de despliegue de este remoto (o el de ops).', 2);
  const bff = (env.GANGAZO_URL || 'http://localhost:3000').replace(/\/+$/, '');

  if (!args.skipBuild) {
    log(`Compilando ${folder}…`);
    const built = spawnSync('npx', ['turbo', 'run', 'build', `--filter=@gangazo/${folder}`, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit', env });
    if (built.status !== 0) throw new DeployError(`La compilación de ${folder} falló.`);
  }
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new DeployError(`${folder}/dist no tiene un build (falta mf-manifest.json).`);

  /** @type {Descriptor} */
  const descriptor = JSON.parse(fs.readFileSync(path.join(dist, 'remote.json'), 'utf8'));
  const hash = createHash('sha256').update(fs.readFileSync(path.join(dist, 'mf-manifest.json'))).digest('hex').slice(0, 10);
  const versioned = `${name}/${descriptor.version}-${hash}`;
  const files = buildFiles(dist);

  let publicBase;
  if (isUrl(args.to)) {
    const target = joinUrl(args.to, versioned);
    for (const file of files) await upload(file, dist, target, env);
    publicBase = joinUrl(args.publicUrl ?? args.to, versioned);
    log(`Subidos ${files.length} archivos a ${target}/`);
  } else {
    if (!args.publicUrl) throw new DeployError(`Falta --public-url (o DEPLOY_PUBLIC_URL): la dirección desde la que se sirve ${args.to}.`, 2);
    const target = path.resolve(args.to, versioned);
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      fs.copyFileSync(path.join(dist, file), path.join(target, file));
    }
    publicBase = joinUrl(args.publicUrl, versioned);
    log(`Copiados ${files.length} archivos a ${target}/`);
  }

  const body = {
    version: descriptor.version,
    entry: joinUrl(publicBase, 'mf-manifest.json'),
    ...(descriptor.serverEntry && files.includes(descriptor.serverEntry) ? { serverEntry: joinUrl(publicBase, descriptor.serverEntry) } : {}),
    routes: descriptor.routes,
    slots: descriptor.slots,
    platform: descriptor.platform,
  };
  let response;
  try {
    response = await fetch(`${bff}/api/v1/remotes/${name}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    throw new DeployError(`No se pudo contactar el BFF en ${bff}: ${error instanceof Error ? error.message : String(error)}`);
  }
  /** @type {{ message?: string }} */
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new DeployError(`El BFF rechazó el despliegue de «${name}» ${descriptor.version} (${response.status}): ${answer.message ?? 'sin detalle'}`);
  log(`Desplegado «${name}» ${descriptor.version}: ${body.entry}`);
  return { entry: body.entry, version: descriptor.version };
}

module.exports = { deployRemote, parseArgs, buildFiles, DeployError, USAGE };
