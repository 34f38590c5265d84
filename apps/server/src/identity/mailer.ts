import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** absent: a plain-text message */
  html?: string;
  /** where answers go (the contact form: the host's address) */
  replyTo?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

interface InfoLogger {
  info(obj: object, msg: string): void;
}

export const outboxDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in `<DATA_DIR>/outbox`
 * (read it with `npm run outbox -w @host-portal/server`). Logs name the recipient and subject only:
 * bodies carry reset links.
 */
export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>, log: InfoLogger): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from, ...msg });
        log.info({ to: msg.to, subject: msg.subject }, 'mail sent');
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(msg) {
      const info = await transport.sendMail({ from, ...msg });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // written under another name and renamed: a reader of the outbox never sees half a mail
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      log.info({ to: msg.to, subject: msg.subject, file: path.basename(file) }, 'mail written to the outbox');
    },
  };
}
