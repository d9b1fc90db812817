// DEMO_PASSWORD is the demo account's password at every start while it is set, not only when the
// demo data is first loaded: set later or changed, it still gives a working login. Unset, the
// account keeps whatever password it has.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { UserModel } from './model';
import { DEMO_ACCOUNT_EMAIL } from './seed';
import { hashPassword, revokeSessions, verifyPassword } from './service';

export type DemoPasswordOutcome = 'unset' | 'no-account' | 'unchanged' | 'applied';

export async function applyDemoPassword(password: string | undefined, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<DemoPasswordOutcome> {
  if (!password) return 'unset';
  const account = await UserModel.findOne({ emailNormalized: DEMO_ACCOUNT_EMAIL }, { passwordHash: 1 }).lean();
  if (!account) {
    log.warn(
      `DEMO_PASSWORD no se aplica: no existe la cuenta ${DEMO_ACCOUNT_EMAIL}, que solo crean los datos de demostración (esta base de datos no los tiene: SEED=off o datos propios).`,
    );
    return 'no-account';
  }
  // Re-hashing on every start would also sign the demo account out everywhere on every restart.
  if (await verifyPassword(account.passwordHash, password)) return 'unchanged';
  // As with any password change, sessions opened with the old one end.
  await revokeSessions(account._id, { passwordHash: await hashPassword(password) });
  log.info(`cuenta de demostración ${DEMO_ACCOUNT_EMAIL}: contraseña tomada de DEMO_PASSWORD`);
  return 'applied';
}

/** The start-up task (src/startup.ts), after the seed so a first start's demo account is there. */
export async function applyDemoPasswordOnStart(app: FastifyInstance): Promise<void> {
  await applyDemoPassword(app.config.demoPassword, app.log);
}
