import { DEFAULT_ONBOARDING_COUNTRIES } from '@host-portal/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { billingCountry } from './onboarding.service.ts';

describe('ONBOARDING_COUNTRIES and ONBOARDING_HOST_TYPES', () => {
  it('default to the EU/EEA, Switzerland and the UK, and both account types', () => {
    const { onboarding } = loadConfig({});
    expect(onboarding.countries).toEqual([...DEFAULT_ONBOARDING_COUNTRIES]);
    expect(onboarding.countries).toHaveLength(32);
    expect(onboarding.countries).toEqual(expect.arrayContaining(['DE', 'FR', 'NO', 'IS', 'LI', 'CH', 'GB']));
    expect(onboarding.countries).not.toContain('US');
    expect(onboarding.hostTypes).toEqual(['company', 'individual']);
  });

  it('read a comma-separated list: spaces, case, blanks and repeats do not matter', () => {
    const { onboarding } = loadConfig({
      ONBOARDING_COUNTRIES: ' de, at,,DE ,ch',
      ONBOARDING_HOST_TYPES: 'individual, individual',
    });
    expect(onboarding.countries).toEqual(['DE', 'AT', 'CH']);
    expect(onboarding.hostTypes).toEqual(['individual']);
  });

  it('refuse what is not a country code or an account type', () => {
    expect(() => loadConfig({ ONBOARDING_COUNTRIES: 'DE,Germany' })).toThrow(ConfigError);
    expect(() => loadConfig({ ONBOARDING_COUNTRIES: ' , ' })).toThrow(/ONBOARDING_COUNTRIES/);
    expect(() => loadConfig({ ONBOARDING_HOST_TYPES: 'individual,agency' })).toThrow(/ONBOARDING_HOST_TYPES/);
  });
});

describe('billingCountry', () => {
  it('reads the company address first, then the individual one', () => {
    expect(
      billingCountry({
        companyDetails: { legalBusinessName: 'X', address: { country: 'at' } },
        individualDetails: null,
      }),
    ).toBe('AT');
    expect(billingCountry({ companyDetails: null, individualDetails: { address: { country: 'FR' } } })).toBe(
      'FR',
    );
  });

  it('is null without an address or with an unreadable country', () => {
    expect(billingCountry({ companyDetails: null, individualDetails: null })).toBeNull();
    expect(
      billingCountry({ companyDetails: { legalBusinessName: 'X' }, individualDetails: null }),
    ).toBeNull();
    expect(
      billingCountry({ companyDetails: null, individualDetails: { address: { country: '' } } }),
    ).toBeNull();
  });
});
