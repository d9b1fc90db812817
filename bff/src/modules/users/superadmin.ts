// The superadmin account comes from settings (SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD) on first start.
// Without a configured password one is generated and printed once; it is never stored in clear.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UserModel } from './model';
import { TakenError, createAccount, hashPassword, normalizeEmail, revokeSessions } from './service';

export async function ensureSuperadmin(app: FastifyInstance): Promise<void> {
  const settings = app.config.superadmin;
  if (!settings) return;
  const existing = await UserModel.findOne({ emailNormalized: normalizeEmail(settings.email) }, { role: 1 }).lean();
  const password = settings.password ?? randomBytes(18).toString('base64url');
  if (existing) {
    if (existing.role === 'superadmin') return;
    // Registration never proves the e-mail: whoever registered this address may not be the person
    // who runs the site. Promoted, the account gets the configured (or a new, printed) password and
    // loses every session it had, so only the operator holds it.
    await revokeSessions(existing._id, { role: 'superadmin', passwordHash: await hashPassword(password) });
    announce(app, settings.email, settings.password ? null : password, 'promovida a superadmin');
    return;
  }
  const local = (settings.email.split('@')[0] ?? 'superadmin').replace(/[^\p{L}\p{N}_.-]/gu, '_').slice(0, 24);
  try {
    await createAccount({ username: `${local.length >= 3 ? local : 'superadmin'}`, email: settings.email, password, name: 'Superadmin', role: 'superadmin' });
  } catch (error) {
    if (!(error instanceof TakenError)) throw error;
    if (error.field === 'email') return; // another instance created it first
    await createAccount({ username: `superadmin_${randomBytes(3).toString('hex')}`, email: settings.email, password, name: 'Superadmin', role: 'superadmin' });
  }
  announce(app, settings.email, settings.password ? null : password, 'creada');
}

/** A generated password is printed once, on the start that set it; a configured one never. */
function announce(app: FastifyInstance, email: string, generatedPassword: string | null, what: string): void {
  if (generatedPassword) {
    console.log(`\n  Cuenta superadmin ${what}: ${email}\n  Contraseña generada (guárdala, no se mostrará de nuevo): ${generatedPassword}\n`);
  } else {
    app.log.info(`cuenta superadmin ${what}: ${email}`);
  }
}
