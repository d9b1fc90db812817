import { PLATFORM_VERSION } from '@gangazo/contracts';
import fp from 'fastify-plugin';
import { checkDeploy } from '../modules/remotes/deploy-check';
import { findLocalRemotes, RemoteRegistry, type LocalRemote } from '../modules/remotes/service';

declare module 'fastify' {
  interface FastifyInstance {
    remotes: RemoteRegistry;
    localRemotes: LocalRemote[];
  }
}

export default fp<{ staticRoot: string }>(
  async (app, options) => {
    const local = findLocalRemotes(options.staticRoot);
    const registry = new RemoteRegistry({
      local,
      // A deploy is checked against what the shell will do with it: load its manifest, entry and
      // chunks (this site's /mf/ paths through the BFF itself), on this platform, in its own routes.
      check: (name, candidate, others) =>
        checkDeploy({
          name,
          candidate,
          others,
          platformVersion: PLATFORM_VERSION,
          timeoutMs: app.config.remotesCheckTimeoutMs,
          allowedOrigins: app.config.ssr.allowedOrigins,
          localRemotes: local,
          fetchLocal: async (path) => {
            const response = await app.inject({ method: 'GET', url: path, headers: { accept: '*/*' } });
            return new Response(response.statusCode === 204 || response.statusCode === 304 ? null : response.rawPayload, { status: response.statusCode });
          },
        }),
    });
    await registry.syncLocal();
    app.decorate('remotes', registry);
    app.decorate('localRemotes', local);
  },
  { name: 'remotes', dependencies: ['db'] },
);
