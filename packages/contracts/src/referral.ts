import { z } from 'zod';

/**
 * Referral (001 section 7, issue 13, ADR 0044): `POST /api/app/cello-token` signs a short-lived
 * token that identifies the host to a referral widget; the built-in widget is the host's own
 * referral page (`GET /api/app/referral`): the invite link and who signed up through it.
 */
export const celloTokenBodySchema = z.object({
  /** the referral programme's product id (the domain config's `referralWidgetIds`) */
  productId: z.string().min(1).max(100),
  /** the signed-in host's id: a token is signed only for oneself */
  productUserId: z.string().min(1).max(100),
});
export type CelloTokenBody = z.infer<typeof celloTokenBodySchema>;

export const celloTokenSchema = z
  .object({
    /** a JWT (HS256) with `productId`, `productUserId`, `iat` and `exp` */
    token: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CelloToken' });
export type CelloToken = z.infer<typeof celloTokenSchema>;

/** How long a widget token lives. */
export const REFERRAL_TOKEN_SECONDS = 600;
/** The invite link's query parameter that the registration page carries into the new account. */
export const REFERRAL_PARAM = 'ref';
/** Invite codes: 10 characters of an alphabet without look-alikes. */
export const REFERRAL_CODE_PATTERN = /^[a-hjkmnp-z2-9]{10}$/;

export const referralSignupSchema = z.object({
  /** the first name and the last name's initial: who, without more of their data */
  name: z.string(),
  signedUpAt: z.iso.datetime({ offset: true }),
  /** the new host has sent a first unit to review */
  listed: z.boolean(),
});
export type ReferralSignup = z.infer<typeof referralSignupSchema>;

export const referralSchema = z
  .object({
    code: z.string(),
    /** the address to share: the app's registration with the code */
    inviteUrl: z.string(),
    counts: z.object({ signedUp: z.number().int().min(0), listed: z.number().int().min(0) }),
    /** newest first, the latest 100 */
    signups: z.array(referralSignupSchema),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;
