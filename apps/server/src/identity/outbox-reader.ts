import fs from 'node:fs';
import path from 'node:path';

/** One e-mail of the outbox (`<DATA_DIR>/outbox`, written by the mailer when SMTP_URL is unset). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** the raw message with quoted-printable soft breaks and escapes undone */
  body: string;
}

/** Undoes quoted-printable soft line breaks and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The outbox's e-mails, oldest first. Shared by the outbox CLI, the API tests and the browser
 * tests (which read a guest's login link as the guest would), so it imports nothing of the app.
 */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'latin1');
      // a long header goes on over lines that start with white space (RFC 5322 folding)
      const header = (name: string) =>
        new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm')
          .exec(raw)?.[1]
          ?.replace(/\r?\n(?=[ \t])/g, '')
          .trim() ?? '';
      return {
        file,
        to: header('To'),
        subject: header('Subject'),
        body: decodeQuotedPrintable(raw),
      };
    });
}
