import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_ACCESS_RULES } from '@host-portal/contracts/api-access';

const PREFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const KEY = /^hpk_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/;

/** A new key: `hpk_<10 letters and digits>_<32 random bytes, base64url>`; the prefix finds its row. */
export function newApiKey() {
  const bytes = randomBytes(10);
  const prefix = [...bytes].map((b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
  const secret = `${API_ACCESS_RULES.keyPrefix}${prefix}_${randomBytes(32).toString('base64url')}`;
  return { prefix, secret, hash: hashKey(secret) };
}

/** The stored form of a key: the hex SHA-256 of the whole key (it is random, so no salt is needed). */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A bearer token that looks like one of our keys (anything else is left to the JWT check). */
export const looksLikeApiKey = (token: string) => token.startsWith(API_ACCESS_RULES.keyPrefix);

/** The prefix of a well-formed key, or null. */
export function keyPrefixOf(key: string): string | null {
  return KEY.exec(key)?.[1] ?? null;
}

/** Whether `key` is the one stored as `hash`, compared in constant time. */
export function keyMatches(key: string, hash: string): boolean {
  const a = Buffer.from(hashKey(key), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The shown start of a key, for lists. */
export const shownPrefix = (prefix: string) => `${API_ACCESS_RULES.keyPrefix}${prefix}_`;

/** A webhook endpoint's signing secret. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
