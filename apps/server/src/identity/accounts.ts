import { randomUUID } from 'node:crypto';
import { REFERRAL_CODE_PATTERN } from '@host-portal/contracts/referral';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { credentials, users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { announceAccountRevoked, revokeGrant } from './revoked-grants.ts';

export interface AccountRow {
  id: string;
  subject: string;
  email: string;
  role: 'host' | 'staff';
  locale: string;
  first_name: string;
  last_name: string;
  company_details: { legalBusinessName?: string } | null;
  password_hash: string | null;
}

const SELECT = `select u.id, u.subject, u.email, u.role, u.locale, u.first_name, u.last_name, u.company_details,
  c.password_hash from users u left join credentials c on c.user_id = u.id`;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(database: Database, email: string): Promise<AccountRow | undefined> {
  const rows = await database.query<AccountRow>(`${SELECT} where lower(u.email) = $1`, [
    normaliseEmail(email),
  ]);
  return rows[0];
}

export async function findAccountBySubject(
  database: Database,
  subject: string,
): Promise<AccountRow | undefined> {
  const rows = await database.query<AccountRow>(`${SELECT} where u.subject = $1`, [subject]);
  return rows[0];
}

export class EmailTakenError extends Error {}

export interface NewHost {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: string;
  /** Present for a company host. */
  companyName?: string | undefined;
  /** The invite code of the referral link the host came through (ADR 0044); unknown codes are ignored. */
  referralCode?: string | undefined;
}

/** Creates a host and their credentials; the embedded provider's subject is the user id. */
export async function createHost(database: Database, host: NewHost): Promise<string> {
  const id = randomUUID();
  const passwordHash = await hashPassword(host.password);
  try {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        subject: id,
        email: host.email.trim(),
        role: 'host',
        locale: host.locale,
        firstName: host.firstName.trim(),
        lastName: host.lastName.trim(),
        companyDetails: host.companyName ? { legalBusinessName: host.companyName.trim() } : null,
        accountSource: 'registration',
      });
      await tx.insert(credentials).values({ userId: id, passwordHash });
      if (host.referralCode && REFERRAL_CODE_PATTERN.test(host.referralCode)) {
        // the referral area's table, written here so the sign-up and its referral are one fact
        await tx.execute(sql`insert into referral_signups (user_id, referrer_id)
          select ${id}, host_id from referral_codes where code = ${host.referralCode}`);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new EmailTakenError('email taken');
    throw err;
  }
  return id;
}

export async function setPassword(database: Database, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await database.query(
    `insert into credentials (user_id, password_hash, updated_at) values ($1, $2, now())
     on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now()`,
    [userId, passwordHash],
  );
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function findAccountById(database: Database, id: string): Promise<AccountRow | undefined> {
  const rows = await database.query<AccountRow>(`${SELECT} where u.id = $1`, [id]);
  return rows[0];
}

const ACCOUNT_MODELS = [
  'Session',
  'Grant',
  'RefreshToken',
  'AuthorizationCode',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * Signs an account out everywhere (after a password reset or change): removes its provider sessions,
 * grants and refresh tokens, except the session `keep` and the grants it holds. The removed grants
 * are recorded as revoked, so the API refuses their access tokens too.
 */
export async function revokeAccountSessions(
  database: Database,
  accountId: string,
  keep?: { sessionId: string; grantIds: string[] },
): Promise<void> {
  const removed = await database.query<{ grant_id: string | null }>(
    `delete from oidc_payloads
     where payload->>'accountId' = $1 and model = any($2::text[])
       and not (model = 'Session' and id = $3)
       and not coalesce(coalesce(grant_id, case when model = 'Grant' then id end) = any($4::text[]), false)
     returning coalesce(grant_id, case when model = 'Grant' then id end) as grant_id`,
    [accountId, ACCOUNT_MODELS, keep?.sessionId ?? '', keep?.grantIds ?? []],
  );
  const grants = new Set(removed.flatMap((r) => (r.grant_id ? [r.grant_id] : [])));
  for (const grantId of grants) await revokeGrant(database, grantId);
  announceAccountRevoked(database, accountId);
}
