// Reading what the app mailed in tests: without SMTP_URL each message is an .eml file in
// DATA_DIR/mail (lib/mailer.ts). Mails sent after the answer are waited for.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface Mailbox {
  /** The .eml file names so far, oldest first. */
  files(): string[];
  /** Every mail so far, decoded (quoted-printable soft breaks and escapes), oldest first. */
  all(): string[];
  /** The newest mail to `to` (and matching `predicate`) among those after the first `after` files, waited for up to 10 s. */
  waitFor(to: string, options?: { after?: number; predicate?: (mail: string) => boolean }): Promise<string>;
}

export function mailbox(app: FastifyInstance): Mailbox {
  const dir = () => path.join(app.config.dataDir, 'mail');
  const files = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).filter((f) => f.endsWith('.eml')).sort() : []);
  const read = (file: string) => {
    const eml = fs.readFileSync(path.join(dir(), file), 'latin1');
    const decoded = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(decoded, 'latin1').toString('utf8');
  };
  return {
    files,
    all: () => files().map(read),
    async waitFor(to, { after = 0, predicate = () => true } = {}) {
      const addressed = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im');
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = files()
          .slice(after)
          .map(read)
          .filter((mail) => addressed.test(mail) && predicate(mail));
        if (found.length > 0) return found.at(-1)!;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The `token` of a link to `pathname` in a mail (`http://…/confirmar-email?token=…`). */
export function linkToken(mail: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s/]+${pathname}\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${pathname} link in the mail`);
  return match[1];
}
