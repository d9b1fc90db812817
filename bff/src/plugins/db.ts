import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import { startEngine, type EngineKind, type RunningEngine } from '../db/engine';

declare module 'fastify' {
  interface FastifyInstance {
    database: { kind: EngineKind; ping(): Promise<number> };
  }
}

export interface DbPluginOptions {
  mongodbUri: string | undefined;
  dataDir: string;
  prefer?: EngineKind | 'auto';
}

// Code stays inside the MongoDB subset FerretDB v1 serves (see ARCHITECTURE.md): no transactions,
// and unique indexes, not read-then-write, for anything that must happen once.
export default fp<DbPluginOptions>(
  async (app, options) => {
    const engine: RunningEngine = await startEngine({
      mongodbUri: options.mongodbUri,
      dataDir: options.dataDir,
      prefer: options.prefer ?? 'auto',
      log: (message) => app.log.info(message),
    });
    mongoose.set('strictQuery', true);
    try {
      // Command monitoring lets the search index follow writes without a full scan (modules/search/sync.ts).
      await mongoose.connect(engine.uri, { serverSelectionTimeoutMS: 10000, autoIndex: true, monitorCommands: true });
      // Unique indexes carry correctness here, so they must exist before the first request.
      await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    } catch (error) {
      await engine.stop();
      throw error;
    }

    app.decorate('database', {
      kind: engine.kind,
      async ping() {
        const started = performance.now();
        const db = mongoose.connection.db;
        if (!db) throw new Error('sin conexión');
        await db.command({ ping: 1 });
        return Math.round(performance.now() - started);
      },
    });

    app.addHook('onClose', async () => {
      await mongoose.disconnect();
      await engine.stop();
    });
  },
  { name: 'db' },
);
