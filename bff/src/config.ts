// The only reader of process.env in the BFF. Every setting is validated here, once, at start-up.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { dataDirProblem } from './lib/data-dir';

/** Root of the checkout: the BFF serves `shell/dist` and `mf-*\/dist` from here. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const Env = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
  SITE_NAME: Type.String({ minLength: 1, default: 'Gangazo' }),
  SITE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  DATA_DIR: Type.String({ default: path.join(REPO_ROOT, '.data') }),
  MONGODB_URI: Type.Optional(Type.String({ pattern: '^mongodb(\\+srv)?://' })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  JWT_EXPIRES_IN: Type.String({ default: '7d' }),
  TRUST_PROXY: Type.String({ default: 'loopback' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'Gangazo <no-responder@gangazo.co>' }),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_JWKS_URL: Type.String({ default: 'https://www.googleapis.com/oauth2/v3/certs' }),
  ADMIN_HOST: Type.Optional(Type.String({ pattern: '^https?://' })),
  SUPERADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
  SUPERADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 12 })),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
  REMOTES_DEPLOY_TOKEN: Type.Optional(Type.String({ minLength: 24 })),
  REMOTES_DEPLOY_TOKENS: Type.String({ default: '' }),
  REMOTES_CHECK_TIMEOUT_MS: Type.Integer({ minimum: 200, maximum: 15000, default: 3000 }),
  CLAIMS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 300 }),
  TRUST_MIN_POSTS: Type.Integer({ minimum: 0, maximum: 1000, default: 3 }),
  TRUST_MIN_ACCOUNT_HOURS: Type.Integer({ minimum: 0, maximum: 24 * 365, default: 24 }),
  NEW_ACCOUNT_POSTS_PER_HOUR: Type.Integer({ minimum: 1, maximum: 1000, default: 3 }),
  REPORTS_TO_HIDE: Type.Integer({ minimum: 1, maximum: 1000, default: 3 }),
  EXPIRY_REPORTS: Type.Integer({ minimum: 1, maximum: 1000, default: 3 }),
  COMMENT_INTERVAL_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 5 }),
  MONITORING_DSN: Type.Optional(Type.String({ pattern: '^https?://' })),
  MONITORING_DSNS: Type.String({ default: '' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 24 })),
  SEED: Type.Union([Type.Literal('auto'), Type.Literal('off')], { default: 'auto' }),
  SSR: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
  SSR_BUDGET_MS: Type.Integer({ minimum: 20, maximum: 5000, default: 200 }),
  SSR_ALLOWED_ORIGINS: Type.String({ default: '' }),
  DIGEST_HOUR: Type.Integer({ minimum: 0, maximum: 23, default: 7 }),
  DIGEST_SCHEDULER: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
});

export type Env = Static<typeof Env>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  siteName: string;
  siteUrl: string;
  dataDir: string;
  mongodbUri: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  trustProxy: string | boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  adminHost: string | undefined;
  superadmin: { email: string; password: string | undefined } | undefined;
  /** Password of the demo account (demo@gangazo.co), applied on every start while set (modules/users/demo-password.ts). */
  demoPassword: string | undefined;
  /** The ops token: may deploy, roll back and release every remote (`by: 'ops'`). */
  remotesDeployToken: string | undefined;
  /** One token per remote (`REMOTES_DEPLOY_TOKENS=coupons:…,forum:…`): each touches only its own remote. */
  remotesDeployTokens: RemoteDeployToken[];
  /** How long each fetch of a deploy's check (manifest, entry, chunks, server entry) may take. */
  remotesCheckTimeoutMs: number;
  /** Codes one multiple-code coupon hands out per minute at most, whoever asks (a crowd waits its turn). */
  claimsPerMinute: number;
  /** Moderation (modules/moderation): who publishes at once, and the community's thresholds. */
  moderation: ModerationSettings;
  monitoringDsn: string | undefined;
  /** A remote's own error tracker (`MONITORING_DSNS=coupons:https://…`): its reports go there too. */
  monitoringDsns: Map<string, string>;
  /** Bearer token for `/api/metrics`; without it only a loopback caller may read them. */
  metricsToken: string | undefined;
  seed: 'auto' | 'off';
  /** Server rendering of pages with the shell's and remotes' server builds (when built). */
  ssr: { enabled: boolean; budgetMs: number; allowedOrigins: string[] };
  /** Folders the BFF serves: the shell's build and each remote's build. */
  staticRoot: string;
  /** The daily offers summary: the hour (America/Bogota) it goes out, and whether a serving instance's scheduler runs. */
  digest: { hour: number; scheduler: boolean };
}

export interface ModerationSettings {
  /** A user is trusted with this many approved posts (offers, codes, topics)… */
  trustMinPosts: number;
  /** …and an account at least this many hours old; until then their posts wait for review. */
  trustMinAccountHours: number;
  /** Posts (offers, codes, topics) an untrusted account may send per hour. */
  newAccountPostsPerHour: number;
  /** Distinct trusted reporters that hide an item until staff review it. */
  reportsToHide: number;
  /** Distinct users whose "¿Expiró?" expires an offer (its author's or staff's does at once). */
  expiryReports: number;
  /** Least time between two comments of one account (0 = no wait). */
  commentIntervalSeconds: number;
}

export interface RemoteDeployToken {
  remote: string;
  token: string;
}

export class ConfigError extends Error {}

/** `coupons:https://…,forum:https://…` → each remote's error tracker; a pair that is not one stops the start. */
export function parseMonitoringDsns(list: string): Map<string, string> {
  const dsns = new Map<string, string>();
  for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) {
    const colon = item.indexOf(':');
    const remote = item.slice(0, Math.max(colon, 0));
    const url = item.slice(colon + 1);
    if (!/^[a-z][a-z0-9_]{1,30}$/.test(remote) || !/^https?:\/\/\S+$/.test(url)) {
      throw new ConfigError(`Configuración no válida en MONITORING_DSNS: «${item.slice(0, 40)}» debe ser remoto:https://… (p. ej. coupons:https://errores.example.co/api/1).`);
    }
    dsns.set(remote, url);
  }
  return dsns;
}

const REMOTE_NAME = /^[a-z][a-z0-9_]{1,30}$/;
const DEPLOY_TOKEN_MIN = 24;

/**
 * `coupons:<token>,forum:<token>` → one token per remote. A remote named twice, a token shorter than
 * the global one's minimum, a token shared by two remotes or equal to the ops token stops the start:
 * each token must say, alone, which remote it may touch.
 */
export function parseDeployTokens(list: string, opsToken: string | undefined): RemoteDeployToken[] {
  const tokens: RemoteDeployToken[] = [];
  for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) {
    const colon = item.indexOf(':');
    const remote = colon === -1 ? '' : item.slice(0, colon).trim();
    const token = colon === -1 ? '' : item.slice(colon + 1).trim();
    const shown = remote || item.slice(0, 20);
    if (!REMOTE_NAME.test(remote)) {
      throw new ConfigError(`Configuración no válida en REMOTES_DEPLOY_TOKENS: «${shown}» debe ser nombre:token, con el nombre del remoto en minúsculas (p. ej. coupons:…).`);
    }
    if (remote === 'ops') throw new ConfigError('Configuración no válida en REMOTES_DEPLOY_TOKENS: «ops» es el nombre del token global (REMOTES_DEPLOY_TOKEN), no el de un remoto.');
    if (token.length < DEPLOY_TOKEN_MIN || /\s/.test(token)) {
      throw new ConfigError(`Configuración no válida en REMOTES_DEPLOY_TOKENS: el token de «${remote}» debe tener al menos ${DEPLOY_TOKEN_MIN} caracteres y ningún espacio.`);
    }
    if (tokens.some((known) => known.remote === remote)) throw new ConfigError(`Configuración no válida en REMOTES_DEPLOY_TOKENS: «${remote}» aparece dos veces.`);
    if (tokens.some((known) => known.token === token) || token === opsToken) {
      throw new ConfigError(`Configuración no válida en REMOTES_DEPLOY_TOKENS: el token de «${remote}» ya es de otro remoto o de REMOTES_DEPLOY_TOKEN; cada uno necesita el suyo.`);
    }
    tokens.push({ remote, token });
  }
  return tokens;
}

/** Reads a persisted development secret, or makes one, so sessions survive restarts without setup. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const problem = dataDirProblem(dataDir);
  if (problem) throw new ConfigError(problem);
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `https://cdn.example.co, https://b.example.co` → their origins; a value that is no URL stops the start. */
function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        const url = new URL(item);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
        return url.origin;
      } catch {
        throw new ConfigError(`Configuración no válida en SSR_ALLOWED_ORIGINS: «${item}» no es un origen http(s).`);
      }
    });
}

/** Builds the configuration from an environment (process.env by default) and explicit overrides. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(Env.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(Env, Value.Convert(Env, raw));
  if (!Value.Check(Env, converted)) {
    const first = Value.Errors(Env, converted).First();
    const where = first ? first.path.replace(/^\//, '') : 'entorno';
    throw new ConfigError(`Configuración no válida en ${where}: ${first?.message ?? 'valor no permitido'}`);
  }
  const env = converted as Env;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Configuración no válida: JWT_SECRET es obligatorio en producción (al menos 32 caracteres).');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const trustProxy = env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY;
  const base: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    siteName: env.SITE_NAME,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    mongodbUri: env.MONGODB_URI,
    jwtSecret: env.JWT_SECRET ?? overrides.jwtSecret ?? developmentSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    trustProxy,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    adminHost: env.ADMIN_HOST,
    superadmin: env.SUPERADMIN_EMAIL ? { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD } : undefined,
    demoPassword: env.DEMO_PASSWORD,
    remotesDeployToken: env.REMOTES_DEPLOY_TOKEN,
    remotesDeployTokens: parseDeployTokens(env.REMOTES_DEPLOY_TOKENS, env.REMOTES_DEPLOY_TOKEN),
    remotesCheckTimeoutMs: env.REMOTES_CHECK_TIMEOUT_MS,
    claimsPerMinute: env.CLAIMS_PER_MINUTE,
    moderation: {
      trustMinPosts: env.TRUST_MIN_POSTS,
      trustMinAccountHours: env.TRUST_MIN_ACCOUNT_HOURS,
      newAccountPostsPerHour: env.NEW_ACCOUNT_POSTS_PER_HOUR,
      reportsToHide: env.REPORTS_TO_HIDE,
      expiryReports: env.EXPIRY_REPORTS,
      commentIntervalSeconds: env.COMMENT_INTERVAL_SECONDS,
    },
    monitoringDsn: env.MONITORING_DSN,
    monitoringDsns: parseMonitoringDsns(env.MONITORING_DSNS),
    metricsToken: env.METRICS_TOKEN,
    seed: env.SEED,
    ssr: { enabled: env.SSR === 'on', budgetMs: env.SSR_BUDGET_MS, allowedOrigins: parseOrigins(env.SSR_ALLOWED_ORIGINS) },
    staticRoot: REPO_ROOT,
    digest: { hour: env.DIGEST_HOUR, scheduler: env.DIGEST_SCHEDULER === 'on' },
  };
  return { ...base, ...overrides };
}
