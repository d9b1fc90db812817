// What the remote-team tests (deploys, canary, failures) share: a team's static host standing in
// for a CDN, and JSON calls to a site of the test's own.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8' };

export interface Host {
  origin: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** The team's static host: serves a folder with CORS, as a CDN would. */
export async function staticHost(root: string): Promise<Host> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON call to the site at `baseUrl`, with a bearer token when given; any status comes back. */
export async function callSite(
  baseUrl: string,
  pathname: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}${pathname}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
