// Schema-driven fuzzing of every operation in the OpenAPI document, against the real engine:
// well-formed requests (schema-valid, ids that exist, as a guest, a member or staff) and hostile
// ones (one part broken: path, query, body, media type, session). Whatever comes in:
//   - the answer is never a 5xx;
//   - an API refusal is a JSON body with a message;
//   - a refused request (4xx) changes nothing in the database.
// FUZZ_CASES (default 10 000) and FUZZ_SEED (default fixed, so CI is repeatable) steer it.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { buildTestApp } from '../build-test-app';
import { createCatalogFixture } from '../catalog-fixtures';
import { createUser } from '../login';
import { ForumCategoryModel } from '../../modules/forum/model';
import { operationsOf, type Operation } from './operations';
import { requestFor, type FuzzRequest, type FuzzWorld } from './requests';

const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const WRITE_METHODS = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'bulkWrite',
  'drop',
]);

let app: FastifyInstance;
let operations: Operation[];
let world: FuzzWorld;
/** Every database write made through mongoose since the last reset, as `collection.method`. */
const writes: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const fixture = await createCatalogFixture({ multipleCodes: 40 });
  const [member, editor, boss] = await Promise.all([createUser(app), createUser(app, { role: 'editor' }), createUser(app, { role: 'superadmin' })]);
  const [forumCategory] = await ForumCategoryModel.create([{ name: 'Tecnología', slug: 'tecnologia', description: 'Gadgets', color: '#2563eb', position: 1 }]);
  const topic = await app.inject({
    method: 'POST',
    url: '/api/v1/forum',
    headers: member!.authHeader,
    payload: { title: 'Dónde comprar portátiles', body: '<p>¿Alguien sabe dónde están más baratos los portátiles este mes?</p>', category_id: String(forumCategory?._id) },
  });
  const comment = await app.inject({ method: 'POST', url: '/api/v1/comments', headers: member!.authHeader, payload: { offer_id: String(fixture.offers.tv), text: 'Buen precio, la compré.' } });
  const forged = (payload: object) => `Bearer ${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
  world = {
    ids: [
      ...Object.values(fixture.offers).map(String),
      ...Object.values(fixture.coupons).map(String),
      ...Object.values(fixture.shops).map(String),
      ...Object.values(fixture.categories).map(String),
      member!.user.id,
      editor!.user.id,
      String(forumCategory?._id),
      String(topic.json().id),
      String(comment.json().id),
    ],
    pathValues: {
      name: ['coupons', 'forum', 'auth', 'search', 'profile', 'admin', 'nadie'],
      kind: ['offers', 'avatars', 'shops', 'banners'],
      slug: ['exito', 'alkosto', 'no-existe'],
      '*': ['televisor', 'samsung/tv', ''],
    },
    authorizations: [
      undefined,
      member!.authHeader.authorization,
      editor!.authHeader.authorization,
      boss!.authHeader.authorization,
      forged({ sub: boss!.user.id, role: 'superadmin', tv: 0 }),
      `Bearer ${app.jwt.sign({ sub: boss!.user.id, role: 'superadmin', tv: 99 })}`,
      `Bearer ${app.jwt.sign({ sub: '0123456789abcdef01234567', role: 'superadmin', tv: 0 })}`,
      'Bearer x.y.z',
      'Basic YWRtaW46YWRtaW4=',
    ],
  };
  operations = operationsOf(app);
  mongoose.set('debug', (collection: string, method: string) => {
    if (WRITE_METHODS.has(method)) writes.push(`${collection}.${method}`);
  });
}, 120_000);

afterAll(async () => {
  mongoose.set('debug', false);
  await app.close();
});

/** What is wrong with the answer to `request`, or null. */
function problemWith(request: FuzzRequest, operation: Operation, statusCode: number, contentType: string, body: string, changedBy: string[]): string | null {
  if (statusCode >= 500) return `${statusCode}: ${body.slice(0, 300)}`;
  if (statusCode >= 400) {
    if (changedBy.length > 0) return `refused with ${statusCode} but changed data (${changedBy.join(', ')})`;
    if (operation.refusesWithPage && contentType.startsWith('text/html')) return null;
    if (request.url.startsWith('/api/')) {
      if (!contentType.includes('application/json')) return `refused with ${statusCode} as ${contentType || 'no content type'}`;
      const message = (JSON.parse(body) as { message?: unknown }).message;
      if (typeof message !== 'string' || message === '') return `refused with ${statusCode} without a message`;
    }
  }
  return null;
}

/**
 * A hash of the named collections' documents, read with the driver (not through mongoose, so the
 * write log does not see it): what a refused request may not change.
 */
async function contentsOf(collections: Iterable<string>): Promise<string> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('no database');
  const hash = createHash('sha256');
  for (const name of [...collections].sort()) hash.update(name).update(JSON.stringify(await db.collection(name).find({}).sort({ _id: 1 }).toArray()));
  return hash.digest('hex');
}

test(`${CASES} schema-driven requests over every operation: no 5xx, refusals in JSON, and a refusal changes no data`, async () => {
  expect(operations.length).toBeGreaterThan(90);
  const perOperation = Math.ceil(CASES / operations.length);
  const tally = { cases: 0, accepted: 0, refused: 0, refusedWithWriteAttempts: 0 };
  for (const operation of operations) {
    // Collections this operation tries to write to while refusing (a delete that matches nothing
    // is an attempt, not a change): from the first such case on, their contents are compared.
    const watched = new Set<string>();
    const send = async (request: FuzzRequest) => {
      const { label: _label, ...inject } = request;
      const before = watched.size > 0 ? await contentsOf(watched) : null;
      writes.length = 0;
      const res = await app.inject(inject);
      const attempted = [...new Set(writes)];
      const changed = before !== null && (await contentsOf(watched)) !== before;
      return { res, attempted, changed };
    };
    await fc.assert(
      fc.asyncProperty(requestFor(operation, world), async (request) => {
        let { res, attempted, changed } = await send(request);
        tally.cases += 1;
        if (res.statusCode >= 400 && attempted.some((write) => !watched.has(write.split('.')[0]!))) {
          // New collections to watch: the same request again, compared this time.
          for (const write of attempted) watched.add(write.split('.')[0]!);
          ({ res, attempted, changed } = await send(request));
        }
        const problem = problemWith(request, operation, res.statusCode, String(res.headers['content-type'] ?? ''), res.body, changed ? attempted : []);
        if (problem) throw new Error(`${request.label} ${request.method} ${request.url}: ${problem}`);
        if (res.statusCode >= 400) {
          tally.refused += 1;
          if (attempted.length > 0) tally.refusedWithWriteAttempts += 1;
        } else {
          tally.accepted += 1;
          // Work an accepted request starts after its answer (activity, counters) lands before the next case is judged.
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }),
      { numRuns: perOperation, seed: SEED, endOnFailure: true },
    );
  }
  console.log(`fuzz: ${JSON.stringify(tally)}`);
  expect(tally.cases).toBeGreaterThanOrEqual(CASES);
  // Both sides were reached: the schemas let well-formed requests through, and hostile ones were refused.
  expect(tally.accepted).toBeGreaterThan(CASES / 10);
  expect(tally.refused).toBeGreaterThan(CASES / 4);
}, 900_000);
