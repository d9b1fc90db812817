// Talks to the running site's API directly, for the setup a test needs (an account, an id).
import { mailedLink } from './mail';
import { readServerState } from './server';

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { baseUrl } = readServerState();
  const res = await fetch(`${baseUrl}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in through the real endpoint and returns the session token. */
export async function signIn(email: string, password: string): Promise<string> {
  const { jwt } = await api<{ jwt: string }>('/api/v1/user_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth: { email, password } }),
  });
  return jwt;
}

/**
 * Registers a new account through the real endpoints, confirms its e-mail with the mailed link
 * (voting, commenting and sharing wait for it) and returns the session that link signs in.
 */
export async function newAccount(prefix: string): Promise<{ username: string; email: string; password: string; token: string }> {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `${id}@example.co`;
  const password = 'clave-de-prueba-123';
  const form = new FormData();
  form.append('user[username]', id);
  form.append('user[email]', email);
  form.append('user[password]', password);
  // Each new account comes from a visitor of its own (the site trusts its local proxy's
  // X-Forwarded-For): the per-client registration limit (20 an hour) is for crowds, not for a suite.
  const visitor = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const registered = await api<{ valueUser: boolean; data: string }>('/api/v1/users/confirm_user', { method: 'POST', body: form, headers: { 'x-forwarded-for': visitor } });
  if (!registered.valueUser) throw new Error(`registration refused: ${registered.data}`);
  const token = new URL(await mailedLink(email, '/confirmar-email'), 'http://x').searchParams.get('token');
  const { jwt } = await api<{ jwt: string }>('/api/v1/users/confirm_email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({ token }),
  });
  return { username: id, email, password, token: jwt };
}
