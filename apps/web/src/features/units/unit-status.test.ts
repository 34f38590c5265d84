import { UNIT_STATES } from '@host-portal/contracts/units';
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en_US.json';
import {
  actionTarget,
  isPublishingInProgress,
  needsAction,
  orderInvalidFields,
  pageForField,
  publishBlockedByRegistration,
  unitStateLabelKey,
} from './unit-status.ts';

const labels = en as Record<string, string>;

describe('unit state labels', () => {
  it.each(UNIT_STATES)('%s has a label', (state) => {
    expect(labels[unitStateLabelKey(state)]).toBeTruthy();
  });
});

describe('action needed', () => {
  it.each([
    ['IN_PROGRESS', ['title'], false],
    ['IN_PROGRESS', [], false],
    ['PUBLISHED', [], false],
    ['PUBLISHED', ['registrationNumber'], true],
    ['UNPUBLISHED', ['photos'], true],
    ['UNDER_REVIEW', ['title'], true],
    ['REJECTED_BY_STAFF', [], true],
    ['APPROVED', [], false],
  ] as const)('%s with %j → %s', (state, invalidFields, expected) => {
    expect(needsAction({ state, invalidFields: [...invalidFields] })).toBe(expected);
  });
});

describe('invalid fields', () => {
  it('puts registrationNumber first, then nationalIdentificationCode, then the rest in order', () => {
    expect(
      orderInvalidFields(['photos', 'nationalIdentificationCode', 'title', 'registrationNumber', 'photos']),
    ).toEqual(['registrationNumber', 'nationalIdentificationCode', 'photos', 'title']);
  });

  it('maps fields to the page that edits them', () => {
    expect(pageForField('registrationNumber')).toBe('taxes-and-laws');
    expect(pageForField('nationalIdentificationCode')).toBe('taxes-and-laws');
    expect(pageForField('title')).toBe('about');
    expect(pageForField('photos')).toBe('photos');
    expect(pageForField('amenities')).toBe('amenities');
    expect(pageForField('rooms')).toBe('rooms');
    expect(pageForField('priceAndAvailability.nightlyPrice')).toBe('price-and-availability');
    expect(pageForField('cancellationPolicy')).toBe('booking-policies');
    expect(pageForField('promotions')).toBe('promotions');
    expect(pageForField('somethingElse')).toBeUndefined();
  });

  it('targets the first invalid field after ordering', () => {
    expect(actionTarget({ invalidFields: ['title', 'registrationNumber'] })).toEqual({
      field: 'registrationNumber',
      page: 'taxes-and-laws',
    });
    expect(actionTarget({ invalidFields: [] })).toEqual({ field: undefined, page: undefined });
  });

  it('blocks publishing when the registration number is invalid', () => {
    expect(publishBlockedByRegistration({ invalidFields: ['registrationNumber'] })).toBe(true);
    expect(publishBlockedByRegistration({ invalidFields: ['title'] })).toBe(false);
  });
});

describe('publishing in progress', () => {
  it('is a published unit without links', () => {
    expect(isPublishingInProgress({ state: 'PUBLISHED', invalidFields: [], links: [] })).toBe(true);
    expect(
      isPublishingInProgress({
        state: 'PUBLISHED',
        invalidFields: [],
        links: [{ channel: 'web', url: 'x' }],
      }),
    ).toBe(false);
    expect(isPublishingInProgress({ state: 'UNPUBLISHED', invalidFields: [], links: [] })).toBe(false);
  });
});
