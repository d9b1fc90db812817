// Outgoing e-mail. With SMTP_URL messages go out over SMTP; without it each message is written as
// an .eml file under `<dataDir>/mail/`, so a fresh checkout (and the browser tests) can open them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on alert and summary mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends (or writes) one message. Returns where it went: the SMTP message id or the .eml path. */
  send(message: MailMessage): Promise<string>;
}

export function mailFolder(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return String(info.messageId);
      },
    };
  }
  const folder = mailFolder(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(folder, { recursive: true });
      // Sortable names: the newest message is the last one listed.
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // Mails are written after the request that caused them has been answered, so readers poll the
      // folder: a rename makes each .eml appear whole, never half-written.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message);
      await fs.rename(partial, file);
      return file;
    },
  };
}
