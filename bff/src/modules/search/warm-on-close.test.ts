// The index's first load at start: a failure is an error, unless the server is closing.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { SearchStore } from './sync';

const FAILED = 'búsqueda: no se pudo cargar el índice';

/** Starts an app whose first index load hangs until the test makes it fail. */
async function appWithHeldLoad(): Promise<{ app: FastifyInstance; fail: () => void }> {
  let reject: ((error: Error) => void) | undefined;
  const warm = jest.spyOn(SearchStore.prototype, 'warm').mockImplementationOnce(() => new Promise<void>((_resolve, rejectLoad) => (reject = rejectLoad)));
  const app = await buildTestApp();
  warm.mockRestore();
  if (!reject) throw new Error('the first load did not start');
  const fail = reject;
  return { app, fail: () => fail(new Error('connection closed')) };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

test('a first load that fails on a running server is logged as an error', async () => {
  const { app, fail } = await appWithHeldLoad();
  const errors = jest.spyOn(app.log, 'error');
  try {
    fail();
    await settle();
    expect(errors).toHaveBeenCalledWith(expect.anything(), FAILED);
  } finally {
    await app.close();
  }
});

test('a first load ended by the server closing is not logged as an error', async () => {
  const { app, fail } = await appWithHeldLoad();
  const errors = jest.spyOn(app.log, 'error');
  const closed = app.close();
  await settle();
  fail();
  await closed;
  await settle();
  expect(errors).not.toHaveBeenCalledWith(expect.anything(), FAILED);
});
