import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createMailer, mailFolder } from './mailer';

const message = { to: 'destino@example.co', subject: 'Prueba de envío', text: 'Hola, esto es una prueba.\n.Una línea que empieza con punto.' };

describe('with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  test('the message goes to the SMTP server with its envelope and headers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-mailer-'));
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: 'Gangazo <no-responder@gangazo.co>', dataDir });
    const id = await mailer.send(message);
    expect(id).toMatch(/^<.+>$/);
    expect(sink.messages).toHaveLength(1);
    const [received] = sink.messages;
    expect(received!.from).toBe('no-responder@gangazo.co');
    expect(received!.to).toEqual(['destino@example.co']);
    expect(received!.data).toContain('To: destino@example.co');
    expect(received!.data).toContain('\nSubject: =?UTF-8?Q?Prueba_de_env=C3=ADo?=\n');
    expect(received!.data).toContain(`Message-ID: ${id}`);
    expect(received!.data).toContain('\n.Una l');
    // Nothing is written to disk on this path.
    expect(fs.existsSync(mailFolder(dataDir))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a refused recipient rejects the send', async () => {
    const refusing = await startSmtpSink({ rejectRecipients: true });
    try {
      const mailer = createMailer({ smtpUrl: refusing.url, mailFrom: 'no-responder@gangazo.co', dataDir: os.tmpdir() });
      await expect(mailer.send(message)).rejects.toThrow(/550/);
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });
});

test('without SMTP_URL each message is written whole as an .eml file', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangazo-mailer-'));
  try {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'no-responder@gangazo.co', dataDir });
    const file = await mailer.send(message);
    expect(path.dirname(file)).toBe(mailFolder(dataDir));
    expect(fs.readdirSync(mailFolder(dataDir))).toEqual([path.basename(file)]);
    expect(file).toMatch(/\.eml$/);
    expect(fs.readFileSync(file, 'utf8')).toContain('To: destino@example.co');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
