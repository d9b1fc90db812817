import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** A browser error report; `source` is a registered remote or `shell` (the monitoring route checks it). */
      countRemoteError(source: string, level: string, reason: string): void;
      /** One load of a remote in a browser: how long it took and how it ended (`ok` or the failure's reason). */
      observeRemoteLoad(remote: string, seconds: number, result: string): void;
      /**
       * One server render of a page: how it ended, how long it took, the remote that owns the page
       * (`shell` for its own pages), and which remotes were left to the browser.
       */
      countServerRender(outcome: 'complete' | 'partial' | 'failed', seconds: number, failedRemotes: string[], pageRemote?: string): void;
    };
  }
}

/** Seconds: a remote loads in well under a second on a good day; the browser gives up at 2.7 s. */
const LOAD_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2];
/**
 * Label values come from the registry (the routes check them), so they are few; this cap is the
 * last guard: a value past it is counted as `other` instead of making a new series.
 */
const MAX_LABEL_VALUES = 64;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** A Prometheus label value: backslash, quote and newline escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A caller on this machine: the socket's own peer (never `request.ip`, which trustProxy derives
 * from X-Forwarded-For), and no forwarding header — a request a local proxy passed on came from
 * somewhere else, whatever its socket says.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  return LOOPBACK.has(peer) && FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

class Histogram {
  private readonly series = new Map<string, { buckets: number[]; sum: number; count: number }>();
  constructor(private readonly bounds: number[]) {}

  observe(labels: string, value: number): void {
    let entry = this.series.get(labels);
    if (!entry) this.series.set(labels, (entry = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    this.bounds.forEach((bound, index) => {
      if (value <= bound && entry) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
  }

  lines(name: string): string[] {
    const lines = [`# TYPE ${name} histogram`];
    for (const [labels, entry] of this.series) {
      this.bounds.forEach((bound, index) => lines.push(`${name}_bucket{${labels},le="${bound}"} ${entry.buckets[index] ?? 0}`));
      lines.push(`${name}_bucket{${labels},le="+Inf"} ${entry.count}`, `${name}_sum{${labels}} ${entry.sum.toFixed(6)}`, `${name}_count{${labels}} ${entry.count}`);
    }
    return lines;
  }
}

/**
 * Prometheus text metrics at /api/metrics: requests by route and status; per remote, browser
 * errors by reason, load results and load times, the live version, and server renders. Readable
 * with `Authorization: Bearer $METRICS_TOKEN`, or from this machine without a token.
 */
export default fp(
  async (app) => {
    const requests = new Map<string, { count: number; seconds: number }>();
    const remoteErrors = new Map<string, number>();
    const loadResults = new Map<string, number>();
    const loadSeconds = new Histogram(LOAD_BUCKETS);
    const renders = new Map<string, { count: number; seconds: number }>();
    const renderSeconds = new Histogram(RENDER_BUCKETS);
    const renderFailures = new Map<string, number>();
    const seenLabels = new Set<string>();

    /** A remote label: as given while there are few, `other` past the cap. */
    const remoteLabel = (value: string) => {
      const clean = value.replace(/[^a-z0-9_-]/gi, '').slice(0, 40) || 'unknown';
      if (seenLabels.has(clean)) return clean;
      if (seenLabels.size >= MAX_LABEL_VALUES) return 'other';
      seenLabels.add(clean);
      return clean;
    };
    const word = (value: string) => value.replace(/[^a-z0-9_-]/gi, '').slice(0, 40);
    const increment = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

    // A callback hook, not an async one: it runs on every response, and a promise per request showed
    // in the profile of a busy BFF.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `method="${request.method}",route="${labelValue(route)}",status="${reply.statusCode}"`;
      let entry = requests.get(key);
      if (!entry) requests.set(key, (entry = { count: 0, seconds: 0 }));
      entry.count += 1;
      entry.seconds += reply.elapsedTime / 1000;
      done();
    });

    app.decorate('metrics', {
      countRemoteError(source: string, level: string, reason: string) {
        increment(remoteErrors, `source="${remoteLabel(source)}",level="${word(level)}",reason="${word(reason)}"`);
      },
      observeRemoteLoad(remote: string, seconds: number, result: string) {
        const name = remoteLabel(remote);
        increment(loadResults, `remote="${name}",result="${word(result)}"`);
        loadSeconds.observe(`remote="${name}"`, seconds);
      },
      countServerRender(outcome, seconds, failedRemotes, pageRemote = 'shell') {
        const entry = renders.get(outcome) ?? { count: 0, seconds: 0 };
        entry.count += 1;
        entry.seconds += seconds;
        renders.set(outcome, entry);
        renderSeconds.observe(`remote="${remoteLabel(pageRemote)}"`, seconds);
        // Remote names come from the registry (and `shell`), so the label values stay few.
        for (const remote of new Set(failedRemotes)) increment(renderFailures, `remote="${remoteLabel(remote)}"`);
      },
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = app.config.metricsToken;
      const header = request.headers.authorization;
      const byToken = token !== undefined && header?.startsWith('Bearer ') === true && safeEqual(header.slice(7), token);
      if (!byToken && !isLoopbackCaller(request)) {
        throw UnauthorizedError(token ? 'Las métricas piden el token de métricas (Authorization: Bearer …).' : 'Las métricas solo se leen desde esta máquina; define METRICS_TOKEN para leerlas desde otra.');
      }
      // The live version of each remote: one series per registered remote, from the registry itself.
      const live = await app.remotes.list().catch(() => []);
      const lines = [
        '# TYPE gangazo_http_requests_total counter',
        ...[...requests].map(([k, v]) => `gangazo_http_requests_total{${k}} ${v.count}`),
        '# TYPE gangazo_http_request_seconds_sum counter',
        ...[...requests].map(([k, v]) => `gangazo_http_request_seconds_sum{${k}} ${v.seconds.toFixed(6)}`),
        '# TYPE gangazo_browser_errors_total counter',
        ...[...remoteErrors].map(([k, v]) => `gangazo_browser_errors_total{${k}} ${v}`),
        '# TYPE gangazo_remote_loads_total counter',
        ...[...loadResults].map(([k, v]) => `gangazo_remote_loads_total{${k}} ${v}`),
        ...loadSeconds.lines('gangazo_remote_load_seconds'),
        '# TYPE gangazo_remote_info gauge',
        ...live.map((remote) => `gangazo_remote_info{remote="${labelValue(remote.name)}",version="${labelValue(remote.version)}",source="${remote.source}"} 1`),
        '# TYPE gangazo_server_renders_total counter',
        ...[...renders].map(([outcome, v]) => `gangazo_server_renders_total{outcome="${outcome}"} ${v.count}`),
        '# TYPE gangazo_server_render_seconds_sum counter',
        ...[...renders].map(([outcome, v]) => `gangazo_server_render_seconds_sum{outcome="${outcome}"} ${v.seconds.toFixed(6)}`),
        ...renderSeconds.lines('gangazo_server_render_seconds'),
        '# TYPE gangazo_server_render_failures_total counter',
        ...[...renderFailures].map(([k, v]) => `gangazo_server_render_failures_total{${k}} ${v}`),
      ];
      return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
    });
  },
  { name: 'metrics' },
);
