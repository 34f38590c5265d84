// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_TYPES,
  CHECK_STATUSES,
  CHECK_TYPES,
  DOCUMENT_TYPES,
  VERIFICATION_STATUSES,
} from '@host-portal/contracts/kyc';
import { UNIT_STATES } from '@host-portal/contracts/properties';
import {
  BOOKING_REQUEST_STATUSES,
  BOOKING_STATUSES,
  CANCELLATION_REASONS,
  CANCELLATION_SUB_REASONS,
  INQUIRY_REJECTION_REASONS,
  INQUIRY_STATUSES,
  PARTY_TYPES,
  PAYMENT_OPTIONS,
  REQUEST_REJECTION_REASONS,
  RESERVATION_TABS,
} from '@host-portal/contracts/reservations';
import { REVIEW_CATEGORIES } from '@host-portal/contracts/reviews';
import { COOKIE_CATEGORIES } from '@host-portal/contracts/settings';
import { EDITOR_SERVICES } from '@host-portal/contracts/subscription-services';
import { SECONDARY_PHONE_TYPES } from '@host-portal/contracts/user';
import { describe, expect, it } from 'vitest';
import { ELAPSED_UNITS } from './lib/format.ts';
import { ACCOUNT_TABS, INSIGHTS_TABS } from './lib/route-paths.ts';

const en: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../packages/i18n/locales/en_US.json', import.meta.url), 'utf8'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

const has = (key: string) => key in en || `${key}_one` in en || `${key}_other` in en;

describe('en_US translations', () => {
  it('has every literal key the source passes to t()', () => {
    const root = new URL('.', import.meta.url).pathname;
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1] as string);
      for (const match of text.matchAll(/labelKey: '([a-zA-Z0-9_.]+)'/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });

  it('has the keys built from enumerations', () => {
    const dynamic = [
      ...ACCOUNT_TABS.map((tab) => `account.tabs.${tab}`),
      ...SECONDARY_PHONE_TYPES.map((type) => `account.profile.phoneType.${type}`),
      ...UNIT_STATES.map((state) => `units.state.${state}`),
      ...COOKIE_CATEGORIES.map((category) => `cookieConsent.category.${category}`),
      ...ELAPSED_UNITS.map((unit) => `properties.updated.${unit}`),
      ...['single', 'multi'].map((type) => `properties.type.${type}`),
      ...['first', 'previous', 'next', 'last'].map((control) => `commons.pagination.${control}`),
      ...RESERVATION_TABS.flatMap((tab) => [
        `reservations.tabs.${tab}`,
        `reservations.empty.${tab}.title`,
        `reservations.empty.${tab}.description`,
      ]),
      ...BOOKING_REQUEST_STATUSES.map((status) => `reservations.status.booking_request.${status}`),
      ...BOOKING_STATUSES.map((status) => `reservations.status.booking.${status}`),
      ...INQUIRY_STATUSES.map((status) => `reservations.status.inquiry.${status}`),
      ...[...REQUEST_REJECTION_REASONS, ...INQUIRY_REJECTION_REASONS].map(
        (reason) => `reservations.rejectReason.${reason}`,
      ),
      ...CANCELLATION_REASONS.map((reason) => `reservations.cancelReason.${reason}`),
      ...CANCELLATION_SUB_REASONS.map((reason) => `reservations.cancelSubReason.${reason}`),
      ...[...PARTY_TYPES, 'SYSTEM'].map((party) => `reservations.party.${party}`),
      ...PAYMENT_OPTIONS.map((option) => `reservations.paymentOption.${option}`),
      ...['los_discount', 'first_bookings_discount'].map((kind) => `reservations.quote.${kind}`),
      ...['days', 'hours', 'minutes'].map((unit) => `reservations.respondBy.${unit}`),
      ...REVIEW_CATEGORIES.map((category) => `reviews.category.${category}`),
      ...INSIGHTS_TABS.map((tab) => `insights.tab.${tab}`),
      // the subscription services editor (issue 12)
      ...EDITOR_SERVICES.flatMap((type) =>
        ['name', 'text'].map((k) => `subscriptions.services.${type}.${k}`),
      ),
      // the staff's verification queue (issue 11)
      ...VERIFICATION_STATUSES.map((status) => `staff.kyc.status.${status}`),
      ...ACCOUNT_TYPES.map((type) => `staff.kyc.accountType.${type}`),
      ...CHECK_TYPES.map((type) => `staff.kyc.check.${type}`),
      ...CHECK_STATUSES.map((status) => `staff.kyc.checkStatus.${status}`),
      ...DOCUMENT_TYPES.map((type) => `staff.kyc.document.${type}`),
      ...['approve', 'reopen'].flatMap((kind) =>
        ['hint', 'submit', 'done'].map((k) => `staff.kyc.${kind}.${k}`),
      ),
      ...['reject', 'request'].flatMap((kind) =>
        ['title', 'reason', 'submit', 'done'].map((k) => `staff.kyc.${kind}.${k}`),
      ),
    ];
    expect(dynamic.filter((key) => !has(key))).toEqual([]);
  });

  it('has the keys the specification names', () => {
    for (const key of [
      'pages.errorFailedToLoad.title',
      'commons.errorOccuredPleaseTryAgain',
      'pages.home.tasks.switchToInstantBookings.modal.afterApplySnackBar',
    ]) {
      expect(en[key], key).toBeTruthy();
    }
  });
});
