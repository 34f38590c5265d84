import { importJWK, SignJWT } from 'jose';
import type { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { ensureSigningKeys } from '../src/identity/keys.ts';

/** A host's access token signed with the embedded provider's own key (as the provider would). */
export async function signToken(database: Database, config: ReturnType<typeof loadConfig>, subject: string) {
  const [jwk] = await ensureSigningKeys(database);
  return new SignJWT({ scope: 'openid api' })
    .setProtectedHeader({ alg: jwk!.alg ?? 'RS256', kid: jwk!.kid!, typ: 'at+jwt' })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(jwk!, jwk!.alg ?? 'RS256'));
}
