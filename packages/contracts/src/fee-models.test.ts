import { describe, expect, it } from 'vitest';
import { FEE_MODEL_RULES, FEE_MODELS, feeModelOf, hostCommission } from './fee-models.ts';
import { HYBRID_TIERS } from './user.ts';

describe('fee models', () => {
  it('define every model of the specification, hybrid tiers at their percentage', () => {
    expect(Object.keys(FEE_MODEL_RULES).sort()).toEqual([...FEE_MODELS].sort());
    for (const tier of HYBRID_TIERS) {
      expect(FEE_MODEL_RULES[`hybrid_${tier}`]).toEqual({
        billingMode: 'hybrid',
        hostCommissionBasisPoints: tier * 100,
        subscription: true,
      });
    }
    expect(FEE_MODEL_RULES.subscription.hostCommissionBasisPoints).toBe(0);
  });

  it('take the tag, else the billing mode’s default', () => {
    expect(feeModelOf('commission', null)).toBe('host_only');
    expect(feeModelOf('commission', 'split')).toBe('split');
    expect(feeModelOf('subscription', null)).toBe('subscription');
    expect(feeModelOf('commission', 'nonsense')).toBe('host_only');
  });

  it('charge the commission in whole cents', () => {
    expect(hostCommission('host_only', 10_000)).toBe(1_500);
    expect(hostCommission('host_only_14_5', 12_345)).toBe(1_790);
    expect(hostCommission('hybrid_7', 999)).toBe(70);
    expect(hostCommission('subscription', 50_000)).toBe(0);
  });
});
