// What a deploy must show before it goes live for everyone: its files are there and answer quickly,
// it runs on this shell's platform, it claims no page or slot of another remote, and the code the
// BFF itself would run comes only from this site or an allowed origin.
import { EXCLUSIVE_SLOTS, type RemoteDeployBody, type RemoteEntry } from '@gangazo/contracts';
import { satisfy } from '@module-federation/runtime-core';
import { ConflictError, UnprocessableError, ValidationError } from '../../errors';
import { IN_PROCESS_ORIGIN, serverCodeLoader } from '../../lib/server-render';
import type { LocalRemote } from './service';

export interface DeployCheckContext {
  /** The remote being deployed. */
  name: string;
  candidate: RemoteDeployBody;
  /** The registry's other remotes, whose routes and exclusive slots are taken. */
  others: readonly RemoteEntry[];
  /** `PLATFORM_VERSION`: what the shell offers. */
  platformVersion: string;
  /** Per fetch. */
  timeoutMs: number;
  /** SSR_ALLOWED_ORIGINS: where server code may come from besides this checkout. */
  allowedOrigins: readonly string[];
  localRemotes: LocalRemote[];
  /** A GET of a path this BFF serves (`/mf/…`), answered in process. */
  fetchLocal: (path: string) => Promise<Response>;
}

/** How many files of a manifest are fetched at once. */
const CONCURRENCY = 8;
/** A manifest names a few dozen files; more than this is not a remote of this site. */
const MAX_ASSETS = 500;
const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

/** A route's shape with its parameter names dropped: `/ofertas/:slug` and `/ofertas/:id` are one page. */
export function routeShape(route: string): string {
  const shape = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? ':?' : ':') : segment.toLowerCase()))
    .join('/');
  return shape.length > 1 ? shape.replace(/\/$/, '') : shape;
}

/** Refuses routes and exclusive slots another remote already has (409). */
export function checkOwnership(name: string, candidate: Pick<RemoteDeployBody, 'routes' | 'slots'>, others: readonly RemoteEntry[]): void {
  for (const other of others) {
    if (other.name === name) continue;
    const taken = new Map(other.routes.map((route) => [routeShape(route), route]));
    const clash = candidate.routes.find((route) => taken.has(routeShape(route)));
    if (clash !== undefined) {
      throw ConflictError(`La ruta «${clash}» ya es del remoto «${other.name}» («${taken.get(routeShape(clash))}»); un remoto solo publica sus propias páginas.`);
    }
    const slot = candidate.slots.find((s) => EXCLUSIVE_SLOTS.includes(s) && other.slots.includes(s));
    if (slot !== undefined) throw ConflictError(`El espacio «${slot}» ya lo ocupa el remoto «${other.name}» y solo cabe uno.`);
  }
}

/** The same semver check the shell makes before loading a remote (the federation runtime's `satisfy`). */
export function checkPlatform(name: string, range: string, platformVersion: string): void {
  let fits = false;
  try {
    fits = satisfy(platformVersion, range);
  } catch {
    fits = false;
  }
  if (!fits) {
    throw UnprocessableError(`El remoto «${name}» pide la plataforma ${range} y el shell ofrece ${platformVersion}: no se cargaría. Compílalo contra @gangazo/platform ${platformVersion}.`);
  }
}

/** A URL the registry may name: absolute http(s), or a path of this site under /mf/. */
function parseLocation(value: string, field: string): URL {
  const invalid = ValidationError(`«${field}» debe ser una URL http(s) o una ruta /mf/… de este sitio.`);
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (!value.startsWith('/mf/')) throw invalid;
    return new URL(value, IN_PROCESS_ORIGIN);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid;
  return url;
}

function shownUrl(url: URL): string {
  return url.origin === IN_PROCESS_ORIGIN ? url.pathname : url.href;
}

/** Why a fetch failed, said for a person: timeout, refused connection, unknown host. */
function unreachable(url: URL, what: string, error: unknown, timeoutMs: number): Error {
  // Read by shape, not `instanceof`: fetch's errors may come from another realm (undici, test runners).
  const failure = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; cause?: { code?: unknown } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') {
    return UnprocessableError(`${url.host} no respondió en ${timeoutMs / 1000} s al pedir ${what} (${shownUrl(url)}); el despliegue no se aplica.`);
  }
  const code = failure.cause?.code;
  const reason =
    code === 'ECONNREFUSED'
      ? 'rechazó la conexión'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'no existe (DNS)'
        : code === 'ECONNRESET'
          ? 'cortó la conexión'
          : 'no se pudo contactar';
  return UnprocessableError(`${url.host} ${reason} al pedir ${what} (${shownUrl(url)}); el despliegue no se aplica.`);
}

/** One GET, from this BFF in process or over the network with the short timeout; only a failure to answer throws. */
async function fetchOnce(context: DeployCheckContext, url: URL, what: string): Promise<Response> {
  try {
    return url.origin === IN_PROCESS_ORIGIN
      ? await context.fetchLocal(url.pathname + url.search)
      : await fetch(url, { signal: AbortSignal.timeout(context.timeoutMs), headers: { accept: '*/*' } });
  } catch (error) {
    throw unreachable(url, what, error, context.timeoutMs);
  }
}

function badStatus(url: URL, status: number, what: string): Error {
  return UnprocessableError(`${shownUrl(url)} respondió ${status} al pedir ${what}; el despliegue no se aplica.`);
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

interface FederationManifest {
  name?: unknown;
  metaData?: { name?: unknown; publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: unknown;
}

interface ExposeAssets {
  path?: unknown;
  name?: unknown;
  assets?: { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

async function readManifest(context: DeployCheckContext, url: URL): Promise<FederationManifest> {
  const response = await fetchOnce(context, url, 'el manifiesto');
  if (!response.ok) {
    await discard(response);
    throw badStatus(url, response.status, 'el manifiesto');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw unreachable(url, 'el manifiesto', error, context.timeoutMs);
  }
  if (text.length > MAX_MANIFEST_BYTES) throw UnprocessableError(`El manifiesto ${shownUrl(url)} es demasiado grande para ser un mf-manifest.json.`);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as FederationManifest;
  } catch {
    // Said below.
  }
  throw UnprocessableError(`${shownUrl(url)} no es un JSON: «entry» debe ser el mf-manifest.json del build.`);
}

/** Where the runtime will look for the entry script and the chunks (publicPath `auto`: beside the manifest). */
function assetBase(manifestUrl: URL, manifest: FederationManifest): URL {
  const publicPath = manifest.metaData?.publicPath;
  if (typeof publicPath === 'string' && publicPath !== '' && publicPath !== 'auto') return new URL(publicPath, manifestUrl);
  return new URL('.', manifestUrl);
}

/** The manifest's entry script and every file its `./remote` module needs (404s here would be the visitors' errors). */
function filesToCheck(context: DeployCheckContext, manifestUrl: URL, manifest: FederationManifest): { entry: URL; chunks: URL[] } {
  const where = shownUrl(manifestUrl);
  const entryName = manifest.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || entryName === '') {
    throw UnprocessableError(`${where} no es un mf-manifest.json de module federation: le falta metaData.remoteEntry.`);
  }
  const manifestName = manifest.name ?? manifest.metaData?.name;
  if (manifestName !== context.name) {
    throw UnprocessableError(`El manifiesto ${where} es del remoto «${String(manifestName)}», no de «${context.name}».`);
  }
  const exposes = Array.isArray(manifest.exposes) ? (manifest.exposes as ExposeAssets[]) : [];
  const remote = exposes.find((expose) => expose.path === './remote' || expose.name === 'remote');
  if (!remote) throw UnprocessableError(`El manifiesto ${where} no expone «./remote», el único módulo que el shell carga.`);
  const base = assetBase(manifestUrl, manifest);
  const entryPath = typeof manifest.metaData?.remoteEntry?.path === 'string' ? manifest.metaData.remoteEntry.path.replace(/\/$/, '') : '';
  const entry = new URL(entryPath ? `${entryPath}/${entryName}` : entryName, base);
  const assets = remote.assets ?? {};
  const names = new Set([...strings(assets.js?.sync), ...strings(assets.js?.async), ...strings(assets.css?.sync), ...strings(assets.css?.async)]);
  if (names.size > MAX_ASSETS) throw UnprocessableError(`El manifiesto ${where} nombra ${names.size} archivos para «./remote»; el máximo es ${MAX_ASSETS}.`);
  return { entry, chunks: [...names].map((name) => new URL(name, base)) };
}

/** GETs each URL (bodies discarded), a few at a time; the first missing or unreachable one refuses. */
async function checkExist(context: DeployCheckContext, urls: URL[], what: (url: URL) => string): Promise<void> {
  const missing: string[] = [];
  let next = 0;
  let failure: Error | undefined;
  const worker = async () => {
    while (next < urls.length && !failure) {
      const url = urls[next++] as URL;
      try {
        const response = await fetchOnce(context, url, what(url));
        await discard(response);
        // Missing files are listed together; any other answer, or none, ends the check at once.
        if (response.status === 404 || response.status === 410) missing.push(shownUrl(url));
        else if (!response.ok) failure = badStatus(url, response.status, what(url));
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
  if (failure) throw failure;
  if (missing.length > 0) {
    const shown = missing.slice(0, 3).join(', ') + (missing.length > 3 ? ` y ${missing.length - 3} más` : '');
    throw UnprocessableError(`Faltan archivos del build (404): ${shown}. Publica todos los archivos de dist/ antes de desplegar.`);
  }
}

/** The server container: from this checkout's build or an allowed origin only, and it must be there. */
async function checkServerEntry(context: DeployCheckContext, serverEntry: string): Promise<void> {
  const url = parseLocation(serverEntry, 'serverEntry');
  if (url.origin !== IN_PROCESS_ORIGIN && !context.allowedOrigins.includes(url.origin)) {
    throw UnprocessableError(
      `El código de servidor solo se carga desde este sitio o desde un origen de SSR_ALLOWED_ORIGINS, y ${url.origin} no está en la lista.`,
    );
  }
  const load = serverCodeLoader({ localRemotes: context.localRemotes, allowedOrigins: [...context.allowedOrigins], timeoutMs: context.timeoutMs });
  try {
    await load(url.href);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (url.origin === IN_PROCESS_ORIGIN) throw UnprocessableError(`«${serverEntry}» no es el contenedor de servidor de un build de este sitio.`);
    if (/ respondió \d+$/.test(message)) throw UnprocessableError(`${url.href} respondió ${message.split(' respondió ')[1]} al pedir el contenedor de servidor; el despliegue no se aplica.`);
    throw unreachable(url, 'el contenedor de servidor', error, context.timeoutMs);
  }
}

/**
 * Everything a deploy must pass, cheapest first. Throws the typed error the route answers with:
 * 400 (an entry that is no URL), 409 (a route or slot of another remote), 422 (the rest).
 */
export async function checkDeploy(context: DeployCheckContext): Promise<void> {
  const { name, candidate } = context;
  const manifestUrl = parseLocation(candidate.entry, 'entry');
  if (candidate.serverEntry !== undefined) parseLocation(candidate.serverEntry, 'serverEntry');
  checkOwnership(name, candidate, context.others);
  checkPlatform(name, candidate.platform, context.platformVersion);
  const manifest = await readManifest(context, manifestUrl);
  const { entry, chunks } = filesToCheck(context, manifestUrl, manifest);
  await Promise.all([
    checkExist(context, [entry, ...chunks], (url) => (url === entry ? 'el remoteEntry' : 'un archivo de ./remote')),
    candidate.serverEntry === undefined ? Promise.resolve() : checkServerEntry(context, candidate.serverEntry),
  ]);
}
