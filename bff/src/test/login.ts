// Login helper for integration tests: creates an account through the users service and signs a
// session token for it, exactly as `POST /api/v1/user_token` would.
import { randomBytes } from 'node:crypto';
import type { CurrentUser, UserRole } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { createAccount, issueSessionToken, toCurrentUser } from '../modules/users/service';

export interface TestUserOptions {
  role?: UserRole;
  username?: string;
  email?: string;
  password?: string;
}

export interface TestUser {
  user: CurrentUser;
  password: string;
  token: string;
  authHeader: { authorization: string };
}

export async function createUser(app: FastifyInstance, options: TestUserOptions = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const password = options.password ?? `clave-segura-${suffix}`;
  const created = await createAccount({
    username: options.username ?? `usuario_${suffix}`,
    email: options.email ?? `usuario_${suffix}@example.co`,
    password,
    role: options.role ?? 'user',
  });
  const token = issueSessionToken(app, created);
  return { user: toCurrentUser(created), password, token, authHeader: { authorization: `Bearer ${token}` } };
}
