// The site writes its mail to DATA_DIR/mail/*.eml when no SMTP server is set: tests read the
// links a shopper would click from there.
import fs from 'node:fs';
import path from 'node:path';
import { readServerState } from './server';

function mails(mailDir: string): string[] {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')).sort() : [];
  return files
    .map((f) => fs.readFileSync(path.join(mailDir, f), 'latin1'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .map((raw) => Buffer.from(raw, 'latin1').toString('utf8'));
}

/**
 * The path and query of the newest link to `pathname` mailed to `to` (say
 * `/confirmar-email?token=…`), waited for: mail is written after the answer.
 */
export async function mailedLink(to: string, pathname: string, timeoutMs = 10_000): Promise<string> {
  const { mailDir } = readServerState();
  const addressed = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im');
  const link = new RegExp(`${pathname}\\?token=([A-Za-z0-9_-]+)`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = mails(mailDir)
      .filter((mail) => addressed.test(mail))
      .map((mail) => link.exec(mail)?.[1])
      .filter(Boolean)
      .at(-1);
    if (token) return `${pathname}?token=${token}`;
    if (Date.now() > deadline) throw new Error(`no ${pathname} link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
