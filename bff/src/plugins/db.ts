import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import { DatabaseAvailability } from '../db/availability';
import { EngineUnavailableError, startEngine, type EngineKind, type RunningEngine } from '../db/engine';
import { needsDatabase, sendUnavailable } from '../lib/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    database: {
      kind: EngineKind;
      ping(): Promise<number>;
      /** False while the engine restarts or the server cannot be reached: requests get a 503 at once. */
      available(): boolean;
    };
  }
}

export interface DbPluginOptions {
  mongodbUri: string | undefined;
  dataDir: string;
  prefer?: EngineKind | 'auto';
}

/** How long an operation waits for a server before failing: a request must fail within a second, not ten. */
const SERVER_SELECTION_MS = 1000;
/** How long the start keeps trying to reach a database before it gives up. */
const CONNECT_DEADLINE_MS = 10_000;

/** The address without credentials, for the one sentence a failed start prints. */
export function describeUri(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'la dirección de MONGODB_URI';
  }
}

async function connectWithin(uri: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      // Command monitoring lets the search index follow writes without a full scan (modules/search/sync.ts).
      await mongoose.connect(uri, { serverSelectionTimeoutMS: SERVER_SELECTION_MS, autoIndex: true, monitorCommands: true });
      return;
    } catch (error) {
      await mongoose.disconnect().catch(() => undefined);
      if (Date.now() >= deadline) {
        const reason = (error as Error).message.split('\n')[0]?.slice(0, 200) ?? '';
        throw new EngineUnavailableError(`No se pudo conectar con la base de datos en ${describeUri(uri)} (${reason}): revisa MONGODB_URI, o quítala para usar la base de datos embebida.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
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
    // Operations issued while disconnected wait at most this long in mongoose's buffer.
    mongoose.set('bufferTimeoutMS', SERVER_SELECTION_MS);
    try {
      await connectWithin(engine.uri, CONNECT_DEADLINE_MS);
      // Unique indexes carry correctness here, so they must exist before the first request.
      await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    } catch (error) {
      await engine.stop();
      throw error;
    }

    const ping = async () => {
      const db = mongoose.connection.db;
      if (!db) throw new Error('sin conexión');
      await db.command({ ping: 1 });
    };
    const availability = new DatabaseAvailability(ping, (message) => app.log.warn(message));
    engine.onStatus?.((status) => {
      if (status === 'down') app.log.error('El motor de base de datos se detuvo: se responde 503 mientras se reinicia.');
      availability.engineStatus(status);
    });
    mongoose.connection.on('disconnected', () => availability.connectionLost());

    app.decorate('database', {
      kind: engine.kind,
      async ping() {
        const started = performance.now();
        await ping();
        return Math.round(performance.now() - started);
      },
      available: () => availability.available,
    });

    // Turned away at once while the database cannot answer, rather than each waiting and failing.
    app.addHook('onRequest', (request, reply, done) => {
      if (availability.available || !needsDatabase(request.url)) return done();
      void sendUnavailable(request, reply, app.config.siteName);
    });

    app.addHook('onClose', async () => {
      availability.close();
      await mongoose.disconnect();
      await engine.stop();
    });
  },
  { name: 'db' },
);
