import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { GUEST_AUTH_RULES, type GuestLoginLinkRequest } from '@host-portal/contracts/guest';
import type { Mailer } from '../../identity/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GuestAuthRepository } from './guest-auth.repository.ts';
import { guestLoginMail } from './guest-login-mail.ts';

export interface GuestAuthDeps {
  publicUrl: string;
  /** the fresh-link e-mails (SMTP or the outbox); none where nobody is written to */
  mailer?: Mailer | undefined;
  now?: () => Date;
}

/** Who a valid guest session is: their address, and the name of their newest stay. */
export interface GuestIdentity {
  email: string;
  name: string;
}

const DAY = 86_400_000;
/** a dead link still asks for a fresh one this long after it expired; then it is forgotten */
const DEAD_LINKS_KEPT_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{40,64}$/;

/** 32 random bytes: the secret in a link or a cookie; only its hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');
/**
 * Tokens are looked up by their SHA-256 hash: the database never holds a usable token, and the
 * lookup compares hashes of a secret the caller cannot steer, so its timing tells nothing.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Guests log in by link (issue 9): every e-mail about a stay carries a one-time link; exchanging
 * it opens a session of 86400 s (001 section 9) held in the `guest_token` cookie. A guest is their
 * e-mail address; they reach only the conversations and stays made with it.
 */
export function guestAuthService(repo: GuestAuthRepository, deps: GuestAuthDeps) {
  const now = deps.now ?? (() => new Date());

  /** A login link to the guest's chat, optionally opening one conversation. */
  async function issueLink(email: string, channelId?: string | null) {
    const token = newToken();
    const at = now();
    await repo.insertLink({
      tokenHash: hashToken(token),
      email: normalise(email),
      channelId: channelId ?? null,
      createdAt: at,
      expiresAt: new Date(at.getTime() + GUEST_AUTH_RULES.linkTtlDays * DAY),
    });
    return `${deps.publicUrl}/guest/login?token=${token}`;
  }

  return {
    issueLink,

    /** The link for the e-mails about a reservation: it opens that reservation's conversation. */
    async issueLinkForReservation(email: string, reservationId: string) {
      return issueLink(email, await repo.channelOf(reservationId));
    },

    /**
     * A link for a session: 410 when it was used or is past its time (the page offers a fresh one),
     * 404 when no such link was ever sent (a mistyped or tampered token).
     */
    async exchange(token: string) {
      const at = now();
      const hash = TOKEN.test(token) ? hashToken(token) : null;
      const link = hash ? await repo.consumeLink(hash, at) : undefined;
      if (!link) {
        const dead = hash ? await repo.findLink(hash) : undefined;
        if (!dead) throw new AppError(ERROR_CODES.notFound, 'This login link is not valid.');
        if (dead.usedAt) {
          throw new AppError(ERROR_CODES.guestLinkUsed, 'This login link was used already.');
        }
        throw new AppError(ERROR_CODES.guestLinkExpired, 'This login link has expired.');
      }
      const session = newToken();
      await repo.insertSession({
        tokenHash: hashToken(session),
        email: link.email,
        expiresAt: new Date(at.getTime() + GUEST_AUTH_RULES.sessionTtlSeconds * 1000),
      });
      return { session, email: link.email, channelId: link.channelId };
    },

    /** The guest of a session token (the cookie), or null when it is unknown or expired. */
    async resolveSession(rawToken: string | undefined | null): Promise<GuestIdentity | null> {
      if (!rawToken || !TOKEN.test(rawToken)) return null;
      const session = await repo.findSession(hashToken(rawToken), now());
      if (!session) return null;
      const guest = await repo.guest(session.email);
      return { email: session.email, name: guest?.name ?? session.email };
    },

    async logout(rawToken: string | undefined | null) {
      if (rawToken && TOKEN.test(rawToken)) await repo.deleteSession(hashToken(rawToken));
    },

    /**
     * A fresh link by e-mail, to an address or to the address a dead link went to. Sent only when
     * the address has stays, and at most a few times an hour; the caller answers 202 whatever
     * happens here (whether an address is known is never told).
     */
    async sendNewLink(input: GuestLoginLinkRequest) {
      let email: string;
      let channelId: string | null = null;
      if ('token' in input) {
        const link = TOKEN.test(input.token) ? await repo.findLink(hashToken(input.token)) : undefined;
        if (!link) return false;
        email = link.email;
        channelId = link.channelId;
      } else {
        email = normalise(input.email);
      }
      const guest = await repo.guest(email);
      if (!guest) return false;
      const hourAgo = new Date(now().getTime() - 3_600_000);
      if ((await repo.linksSince(email, hourAgo)) >= GUEST_AUTH_RULES.linksPerEmailPerHour) return false;
      if (!deps.mailer) return false;
      const url = await issueLink(email, channelId);
      await deps.mailer.send(guestLoginMail(email, guest, url));
      return true;
    },

    /** Forgets expired sessions and links dead for a while (run by the reservations sweep job). */
    async forgetExpired() {
      const at = now();
      await repo.forgetExpired(at, new Date(at.getTime() - DEAD_LINKS_KEPT_DAYS * DAY));
    },
  };
}
export type GuestAuthService = ReturnType<typeof guestAuthService>;
