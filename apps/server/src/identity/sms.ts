import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface SmsMessage {
  /** the recipient's number as the host typed it (spaces, brackets and dashes are dropped) */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Sends one text; throws when the provider refused it or could not be reached. */
  send(msg: SmsMessage): Promise<void>;
}

interface InfoLogger {
  info(obj: object, msg: string): void;
}

export const smsOutboxDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'sms-outbox');

/** A number as providers take it: `+` and digits only. */
export const normalisePhone = (phone: string) => phone.replace(/[^\d+]/g, '');

/** What logs say of a recipient: its last three digits, never the whole number. */
export const phoneTail = (phone: string) => `…${normalisePhone(phone).slice(-3)}`;

/** How long one provider call may take. */
const TIMEOUT_MS = 10_000;

/**
 * Texts to hosts (ADR 0045). Twilio's REST API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * SMS_FROM are set; otherwise every text becomes a file in `<DATA_DIR>/sms-outbox`. Logs name the
 * recipient's last digits only: never the text (it carries a link) nor the credentials.
 */
export function createSmsSender(config: Pick<Config, 'sms' | 'dataDir'>, log: InfoLogger): SmsSender {
  const { twilio, from } = config.sms;
  if (twilio && from) {
    const url = `${twilio.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
    const auth = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
    return {
      async send(msg) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: normalisePhone(msg.to), From: from, Body: msg.text }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) {
          // Twilio answers {code, message}; the message names the problem, never the credentials
          const body = (await res.text().catch(() => '')).slice(0, 300);
          let detail = body;
          try {
            const parsed = JSON.parse(body) as { code?: number; message?: string };
            if (parsed.message) detail = `${parsed.code ?? ''} ${parsed.message}`.trim();
          } catch {}
          throw new Error(`SMS provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
        }
        log.info({ to: phoneTail(msg.to) }, 'sms sent');
      },
    };
  }
  const dir = smsOutboxDir(config);
  return {
    async send(msg) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.txt`);
      const content = `To: ${normalisePhone(msg.to)}\nFrom: ${from ?? ''}\n\n${msg.text}\n`;
      // written under another name and renamed: a reader of the folder never sees half a text
      await writeFile(`${file}.partial`, content, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      log.info({ to: phoneTail(msg.to), file: path.basename(file) }, 'sms written to the outbox');
    },
  };
}
