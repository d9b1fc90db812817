// Password recovery with SMTP_URL set: the answer never waits for the mail, and a mail that fails
// is only logged (Jest fails the running test on an unhandled rejection).
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/login';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

const RECOVERY_SENT = { message: 'Se ha enviado un correo con las instrucciones para recuperar tu contraseña' };

let nextIp = 0;
function recover(app: FastifyInstance, email: string) {
  nextIp += 1;
  return app.inject({ method: 'POST', url: '/api/v1/users/get_recover_password', payload: { user: { email } }, remoteAddress: `10.7.0.${nextIp}` });
}

/** The request's answer, or 'still waiting' if it has not come after `ms`. */
async function within<T>(ms: number, pending: Promise<T>): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('an SMTP server that is slow to answer', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    sink.release();
    await app.close();
    await sink.close();
  });

  test('does not hold up the answer for a real account, which matches the one for an unknown address', async () => {
    const { user } = await createUser(app, { email: 'lenta@example.co' });
    sink.hold();
    const known = await within(5000, recover(app, user.email));
    expect(known).not.toBe('still waiting');
    if (known === 'still waiting') return;
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(RECOVERY_SENT);
    const unknown = await recover(app, 'nadie-lenta@example.co');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    // The mail was still on its way when the answer came, and arrives once the server speaks.
    await sink.waitFor(() => sink.connections() === 1);
    expect(sink.messages).toHaveLength(0);
    sink.release();
    await sink.waitFor(() => sink.messages.length === 1);
    const [mail] = sink.messages;
    expect(mail!.to).toEqual(['lenta@example.co']);
    const body = mail!.data.replace(/=\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/http:\/\/localhost:3000\/restablecer-contrasena\?token=[A-Za-z0-9_-]{43}/);
    // Nothing went out for the unknown address.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.connections()).toBe(1);
  });
});

describe('an SMTP server that refuses the message', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await startSmtpSink({ rejectRecipients: true });
    app = await buildTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  test('gets the same answer and the failure stays in the log', async () => {
    const { user } = await createUser(app, { email: 'rechazada@example.co' });
    const res = await recover(app, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RECOVERY_SENT);
    await sink.waitFor(() => sink.connections() === 1);
    // Time for the refused send to settle while this test still runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(0);
  });
});
