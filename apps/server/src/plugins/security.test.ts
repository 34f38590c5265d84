import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('securityHeaders', () => {
  it('computes helmet’s headers once from the options', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      frameguard: { action: 'sameorigin' },
      strictTransportSecurity: true,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves HSTS out when asked (a site served over http)', () => {
    expect(securityHeaders({ strictTransportSecurity: false })['strict-transport-security']).toBeUndefined();
  });
});
