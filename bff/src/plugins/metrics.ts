import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      countRemoteError(source: string, level: string): void;
      /** One server render of a page: how it ended, how long it took, and which remotes were left to the browser. */
      countServerRender(outcome: 'complete' | 'partial' | 'failed', seconds: number, failedRemotes: string[]): void;
    };
  }
}

/** Prometheus text metrics at /api/metrics: requests by route and status, and browser errors by remote. */
export default fp(
  async (app) => {
    const requests = new Map<string, { count: number; seconds: number }>();
    const remoteErrors = new Map<string, number>();
    const renders = new Map<string, { count: number; seconds: number }>();
    const renderFailures = new Map<string, number>();
    const label = (value: string) => value.replace(/[^a-z0-9_-]/gi, '').slice(0, 40);

    // A callback hook, not an async one: it runs on every response, and a promise per request showed
    // in the profile of a busy BFF.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `method="${request.method}",route="${route}",status="${reply.statusCode}"`;
      let entry = requests.get(key);
      if (!entry) requests.set(key, (entry = { count: 0, seconds: 0 }));
      entry.count += 1;
      entry.seconds += reply.elapsedTime / 1000;
      done();
    });

    app.decorate('metrics', {
      countRemoteError(source: string, level: string) {
        const key = `source="${source.replace(/[^a-z0-9_-]/gi, '')}",level="${level}"`;
        remoteErrors.set(key, (remoteErrors.get(key) ?? 0) + 1);
      },
      countServerRender(outcome, seconds, failedRemotes) {
        const entry = renders.get(outcome) ?? { count: 0, seconds: 0 };
        entry.count += 1;
        entry.seconds += seconds;
        renders.set(outcome, entry);
        // Remote names come from the registry (and `shell`), so the label values stay few.
        for (const remote of new Set(failedRemotes)) renderFailures.set(label(remote), (renderFailures.get(label(remote)) ?? 0) + 1);
      },
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const lines = [
        '# TYPE gangazo_http_requests_total counter',
        ...[...requests].map(([k, v]) => `gangazo_http_requests_total{${k}} ${v.count}`),
        '# TYPE gangazo_http_request_seconds_sum counter',
        ...[...requests].map(([k, v]) => `gangazo_http_request_seconds_sum{${k}} ${v.seconds.toFixed(6)}`),
        '# TYPE gangazo_browser_errors_total counter',
        ...[...remoteErrors].map(([k, v]) => `gangazo_browser_errors_total{${k}} ${v}`),
        '# TYPE gangazo_server_renders_total counter',
        ...[...renders].map(([outcome, v]) => `gangazo_server_renders_total{outcome="${outcome}"} ${v.count}`),
        '# TYPE gangazo_server_render_seconds_sum counter',
        ...[...renders].map(([outcome, v]) => `gangazo_server_render_seconds_sum{outcome="${outcome}"} ${v.seconds.toFixed(6)}`),
        '# TYPE gangazo_server_render_failures_total counter',
        ...[...renderFailures].map(([remote, v]) => `gangazo_server_render_failures_total{remote="${remote}"} ${v}`),
      ];
      return reply.type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
    });
  },
  { name: 'metrics' },
);
