// The .eml files the mailer writes without SMTP_URL, read back for tests: headers unfolded,
// encoded-word subjects and quoted-printable bodies decoded (enough for what our mail uses).
import fs from 'node:fs';
import path from 'node:path';
import { mailFolder } from '../lib/mailer';

export interface ReadMail {
  file: string;
  headers: Map<string, string>;
  subject: string;
  /** Every part's body, decoded, one after another (text then HTML). */
  body: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, text: string) => decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

export function parseMail(file: string): ReadMail {
  const raw = fs.readFileSync(file, 'latin1').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { file, headers, subject: decodeWords(headers.get('subject') ?? ''), body: decodeQuotedPrintable(raw.slice(split + 2)), raw };
}

/** Every message written to `<dataDir>/mail` for `address`, oldest first. */
export function mailsTo(dataDir: string, address: string): ReadMail[] {
  const folder = mailFolder(dataDir);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parseMail(path.join(folder, file)))
    .filter((mail) => mail.headers.get('to') === address);
}
