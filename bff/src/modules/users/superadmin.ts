// The superadmin account comes from settings (SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD) on first start.
// Without a configured password one is generated and printed once; it is never stored in clear.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UserModel } from './model';
import { TakenError, createAccount, normalizeEmail } from './service';

export async function ensureSuperadmin(app: FastifyInstance): Promise<void> {
  const settings = app.config.superadmin;
  if (!settings) return;
  const existing = await UserModel.findOne({ emailNormalized: normalizeEmail(settings.email) }, { role: 1 }).lean();
  if (existing) {
    if (existing.role !== 'superadmin') await UserModel.updateOne({ _id: existing._id }, { $set: { role: 'superadmin' } });
    return;
  }
  const password = settings.password ?? randomBytes(18).toString('base64url');
  const local = (settings.email.split('@')[0] ?? 'superadmin').replace(/[^\p{L}\p{N}_.-]/gu, '_').slice(0, 24);
  try {
    await createAccount({ username: `${local.length >= 3 ? local : 'superadmin'}`, email: settings.email, password, name: 'Superadmin', role: 'superadmin' });
  } catch (error) {
    if (!(error instanceof TakenError)) throw error;
    if (error.field === 'email') return; // another instance created it first
    await createAccount({ username: `superadmin_${randomBytes(3).toString('hex')}`, email: settings.email, password, name: 'Superadmin', role: 'superadmin' });
  }
  if (!settings.password) {
    // Printed once, on the start that created the account.
    console.log(`\n  Cuenta superadmin creada: ${settings.email}\n  Contraseña generada (guárdala, no se mostrará de nuevo): ${password}\n`);
  } else {
    app.log.info(`cuenta superadmin creada: ${settings.email}`);
  }
}
