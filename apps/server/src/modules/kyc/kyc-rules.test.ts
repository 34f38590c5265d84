import { describe, expect, it } from 'vitest';
import { transitionCases } from '../../lib/state-machine.ts';
import { CHECK_MACHINE, checkSatisfied, VERIFICATION_MACHINE } from './kyc-rules.ts';

describe('the verification status table (001 sections 3 and 4)', () => {
  const cases = transitionCases(
    VERIFICATION_MACHINE,
    {
      require: { VERIFICATION_NEVER_STARTED: 'REQUIRED' },
      start: { VERIFICATION_NEVER_STARTED: 'COLLECTING_DATA', REQUIRED: 'COLLECTING_DATA' },
      submit: { COLLECTING_DATA: 'IN_PROGRESS' },
      approve: { IN_PROGRESS: 'COMPLETED' },
      reject: { IN_PROGRESS: 'FAILED' },
      requestDocument: { IN_PROGRESS: 'COLLECTING_DATA' },
      retry: { FAILED: 'COLLECTING_DATA' },
      expire: { COLLECTING_DATA: 'EXPIRED' },
      reopen: { EXPIRED: 'COLLECTING_DATA' },
    },
    (state) => ({ state }),
  );
  it.each(cases)('$name', ({ expected, actual }) => expect(actual()).toBe(expected));
});

describe('the check status table', () => {
  const cases = transitionCases(
    CHECK_MACHINE,
    {
      collect: { new: 'awaiting_data' },
      submit: { awaiting_data: 'pending' },
      pass: { pending: 'passed' },
      fail: { pending: 'failed' },
      requestData: { new: 'awaiting_data', pending: 'awaiting_data', passed: 'awaiting_data' },
      retry: { failed: 'awaiting_data' },
    },
    (state) => ({ state }),
  );
  it.each(cases)('$name', ({ expected, actual }) => expect(actual()).toBe(expected));
});

describe('what satisfies a check', () => {
  const at = (d: number) => new Date(Date.UTC(2027, 0, d));
  it('takes a passport, or both sides of an identity card', () => {
    expect(checkSatisfied('identity', [{ type: 'passport', uploadedAt: at(1) }], null)).toBe(true);
    expect(checkSatisfied('identity', [{ type: 'id_card_front', uploadedAt: at(1) }], null)).toBe(false);
    expect(
      checkSatisfied(
        'identity',
        [
          { type: 'id_card_front', uploadedAt: at(1) },
          { type: 'id_card_back', uploadedAt: at(1) },
        ],
        null,
      ),
    ).toBe(true);
  });
  it('asked again, it needs a document uploaded after the request', () => {
    const docs = [{ type: 'bank_statement' as const, uploadedAt: at(1) }];
    expect(checkSatisfied('bank_account', docs, at(2))).toBe(false);
    expect(
      checkSatisfied('bank_account', [...docs, { type: 'bank_statement', uploadedAt: at(3) }], at(2)),
    ).toBe(true);
  });
});
