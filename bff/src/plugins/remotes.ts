import fp from 'fastify-plugin';
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
    const registry = new RemoteRegistry();
    await registry.syncLocal(local);
    app.decorate('remotes', registry);
    app.decorate('localRemotes', local);
  },
  { name: 'remotes', dependencies: ['db'] },
);
