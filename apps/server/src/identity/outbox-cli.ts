/**
 * Prints the newest messages of the mail outbox (used when SMTP_URL is not set).
 * Usage: npm run outbox -w @host-portal/server [-- <count>]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { outboxDir } from './mailer.ts';
import { decodeQuotedPrintable } from './outbox-reader.ts';

const count = Math.max(1, Number(process.argv[2] ?? 3) || 3);
const dir = outboxDir(loadConfig());

const files = await readdir(dir).catch(() => [] as string[]);
const newest = files
  .filter((f) => f.endsWith('.eml'))
  .sort()
  .slice(-count);
if (newest.length === 0) {
  console.log(`The outbox (${dir}) is empty.`);
} else {
  for (const file of newest) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    console.log(`===== ${file}\n${readable(raw)}\n`);
  }
}

/** Headers plus the plain-text part, decoded from quoted-printable. */
function readable(raw: string): string {
  const [head = '', ...rest] = raw.split('\n\n');
  const headers = head
    .split('\n')
    .filter((l) => /^(From|To|Subject|Date):/i.test(l))
    .join('\n');
  const body = rest.join('\n\n');
  const plain = body.match(/Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/i)?.[1] ?? body;
  return `${headers}\n\n${decodeQuotedPrintable(plain).trim()}`;
}
