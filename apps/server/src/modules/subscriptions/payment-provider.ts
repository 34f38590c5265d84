/**
 * Who takes the host's money (DESIGN rule 8, ADR 35). A provider hosts the checkout page for a
 * hosted page id and, when a payment succeeds, confirms it to the portal with an event id (a
 * webhook; delivered at least once, so the portal applies each event once). The built-in provider
 * is a test-mode checkout served by the portal itself (`/checkout/{hostedPageId}`): it takes the
 * standard test card numbers, declines the declining one and asks a 3-D-Secure-like confirmation
 * for the one that requires it. No card number is ever stored: only brand, last 4 and expiry.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Where the host pays for the hosted page `id`. */
  checkoutUrl(hostedPageId: string): string;
}

export type CardOutcome =
  | { kind: 'succeeded'; brand: string; last4: string }
  | { kind: 'declined'; reason: string }
  | { kind: 'authenticate'; brand: string; last4: string }
  | { kind: 'invalid'; field: 'number' | 'expiry' | 'cvc' | 'name'; reason: string };

/** The built-in test cards (the well-known test numbers of card processors). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  succeedsMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002760003184',
} as const;

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};
const brandOf = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : 'card';

/** What the built-in checkout does with a card, as a real processor would in test mode. */
export function testCardOutcome(
  card: { number: string; expiry: string; cvc: string; name: string },
  today: Date,
): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!card.name.trim()) return { kind: 'invalid', field: 'name', reason: 'nameMissing' };
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { kind: 'invalid', field: 'number', reason: 'numberInvalid' };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  const year = m ? 2000 + Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return { kind: 'invalid', field: 'expiry', reason: 'expiryInvalid' };
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= today.getTime()) return { kind: 'invalid', field: 'expiry', reason: 'expired' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'invalid', field: 'cvc', reason: 'cvcInvalid' };
  const brand = brandOf(digits);
  const last4 = digits.slice(-4);
  if (digits === TEST_CARDS.declined) return { kind: 'declined', reason: 'declined' };
  if (digits === TEST_CARDS.insufficientFunds) return { kind: 'declined', reason: 'insufficientFunds' };
  if (digits === TEST_CARDS.requiresAuthentication) return { kind: 'authenticate', brand, last4 };
  return { kind: 'succeeded', brand, last4 };
}

export function builtinPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'builtin',
    checkoutUrl: (id) => `${publicUrl}/checkout/${id}`,
  };
}
