// Load generation shared by the benches: a crowd of concurrent connections where every request
// comes from its own client address (as shoppers behind the site's proxy), and the same bytes
// served from memory by a bare Fastify route, which is what the machine can do at all.
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

export interface Load {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** `CONNECTIONS` connections for `SECONDS`, each request with a new `x-forwarded-for`. */
export async function crowd(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Load> {
  let visitor = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest(request) {
          visitor += 1;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` } };
        },
      },
    ],
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The same crowd against a bare Fastify route answering `body` with `responseHeaders`. */
export async function bare(body: Buffer, responseHeaders: Record<string, string>, requestHeaders: Record<string, string>): Promise<Load> {
  const server = Fastify();
  server.get('/', (_request, reply) => reply.headers(responseHeaders).send(body));
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    await crowd(`${address}/`, requestHeaders, 1);
    return await crowd(`${address}/`, requestHeaders);
  } finally {
    await server.close();
  }
}
