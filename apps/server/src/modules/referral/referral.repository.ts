import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../db/client.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export interface SignupRow {
  first_name: string;
  last_name: string;
  created_at: Date;
  listed: boolean;
}

/**
 * `referral_codes` and `referral_signups` (ADR 0044). The sign-ups are written by the registration
 * (`identity/accounts.ts`, `recordReferral`); the names and onboarding state of the new hosts are
 * a known read of `users`.
 */
export function referralRepository(database: Database) {
  return {
    /** The host's code, made on first use; a clash with another host's code draws again. */
    async codeFor(hostId: string): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await database.query<{ code: string }>(
          `with made as (
             insert into referral_codes (host_id, code) values ($1, $2)
             on conflict do nothing returning code)
           select code from made union all select code from referral_codes where host_id = $1`,
          [hostId, newCode()],
        );
        if (row) return row.code;
      }
      throw new Error('no free referral code');
    },

    async signups(hostId: string, limit = 100): Promise<SignupRow[]> {
      return database.query<SignupRow>(
        `select u.first_name, u.last_name, s.created_at, u.onboarding_status = 'finished' as listed
           from referral_signups s join users u on u.id = s.user_id
          where s.referrer_id = $1 order by s.created_at desc, s.user_id limit $2`,
        [hostId, limit],
      );
    },

    async counts(hostId: string): Promise<{ signedUp: number; listed: number }> {
      const [row] = await database.query<{ signed_up: number | string; listed: number | string }>(
        `select count(*) as signed_up, count(*) filter (where u.onboarding_status = 'finished') as listed
           from referral_signups s join users u on u.id = s.user_id where s.referrer_id = $1`,
        [hostId],
      );
      return { signedUp: Number(row?.signed_up ?? 0), listed: Number(row?.listed ?? 0) };
    },

    /**
     * The widget tokens' HMAC key when REFERRAL_TOKEN_SECRET is not set: made once and kept beside
     * the identity provider's cookie keys, so every process signs and checks with the same one.
     */
    async storedSecret(): Promise<string> {
      await database.query(
        `insert into identity_secrets (name, value) values ('referral_token_secret', $1)
         on conflict (name) do nothing`,
        [randomBytes(32).toString('base64url')],
      );
      const [row] = await database.query<{ value: string }>(
        "select value from identity_secrets where name = 'referral_token_secret'",
      );
      return row!.value;
    },
  };
}
export type ReferralRepository = ReturnType<typeof referralRepository>;
