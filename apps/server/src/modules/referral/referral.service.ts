import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  type CelloToken,
  type CelloTokenBody,
  REFERRAL_PARAM,
  REFERRAL_TOKEN_SECONDS,
  type Referral,
} from '@host-portal/contracts/referral';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import type { ReferralRepository } from './referral.repository.ts';

export interface ReferralConfig {
  publicUrl: string;
  /** the referral programme's product id (REFERRAL_PRODUCT_ID) */
  productId: string;
  /** the widget tokens' HMAC key (REFERRAL_TOKEN_SECRET); without it one is made and stored */
  tokenSecret?: string | undefined;
  now?: () => Date;
}

const ISSUER = 'host-portal-referral';

/**
 * Referral (001 section 7, ADR 0044): the widget token of `POST /cello-token` (a JWT signed with
 * HS256, as the Cello referral widget expects from a product's backend, valid for ten minutes) and
 * the built-in referral page's data: the host's invite link and who signed up through it.
 */
export function referralService(repo: ReferralRepository, config: ReferralConfig) {
  const now = config.now ?? (() => new Date());
  let key: Promise<Uint8Array> | null = null;
  const secret = () => {
    key ??= (config.tokenSecret ? Promise.resolve(config.tokenSecret) : repo.storedSecret()).then((s) =>
      new TextEncoder().encode(s),
    );
    key.catch(() => {
      key = null;
    });
    return key;
  };

  return {
    async issueToken(hostId: string, body: CelloTokenBody): Promise<CelloToken> {
      // a token only for oneself and for this product: anything else does not exist (DESIGN rule 6)
      if (body.productUserId !== hostId || body.productId !== config.productId) {
        throw new AppError(ERROR_CODES.notFound, 'No such referral user');
      }
      const issuedAt = Math.floor(now().getTime() / 1000);
      const exp = issuedAt + REFERRAL_TOKEN_SECONDS;
      const token = await new SignJWT({ productId: config.productId, productUserId: hostId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(config.productId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(await secret());
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** What a widget does with a token: the host it names, or an error (bad, expired, foreign). */
    async verifyToken(token: string): Promise<string> {
      const { payload } = await jwtVerify(token, await secret(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: config.productId,
        currentDate: now(),
      });
      return String(payload.productUserId);
    },

    async referral(hostId: string): Promise<Referral> {
      const code = await repo.codeFor(hostId);
      const [counts, rows] = await Promise.all([repo.counts(hostId), repo.signups(hostId)]);
      return {
        code,
        inviteUrl: `${config.publicUrl}/register?${REFERRAL_PARAM}=${code}`,
        counts,
        signups: rows.map((r) => ({
          name: [r.first_name.trim(), r.last_name.trim() ? `${r.last_name.trim()[0]}.` : '']
            .filter(Boolean)
            .join(' '),
          signedUpAt: new Date(r.created_at).toISOString(),
          listed: r.listed,
        })),
      };
    },
  };
}
export type ReferralService = ReturnType<typeof referralService>;
