import {
  type BulkAction,
  type BulkEdit,
  bulkEditSchema,
  CALENDAR_RULES,
} from '@host-portal/contracts/calendar';
import { toMinor } from '../../../../lib/money.ts';
import { addDays, daysBetween } from './timeline-dates.ts';

/** What the host has typed in the bulk dialog. Prices in major units; NaN: left empty. */
export interface BulkForm {
  firstNight: string;
  lastNight: string;
  price: number;
  priceReset: boolean;
  minimumStay: number;
  minimumStayReset: boolean;
}

export type BulkFormErrors = Partial<
  Record<'lastNight' | 'firstNight' | 'price' | 'minimumStay' | 'units', string>
>;

/** Error keys (under calendar.timeline.bulk.) with their values, per field. */
export type BulkFormProblems = Partial<
  Record<keyof BulkFormErrors, { key: string; values?: Record<string, number> }>
>;

/** Checks the form and builds the call's body, or says what is wrong (as translation keys). */
export function bulkBody(
  action: BulkAction,
  unitIds: string[],
  form: BulkForm,
): { body: BulkEdit | null; problems: BulkFormProblems } {
  const problems: BulkFormProblems = {};
  if (unitIds.length > CALENDAR_RULES.bulkMaxUnits)
    problems.units = { key: 'tooManyUnits', values: { count: CALENDAR_RULES.bulkMaxUnits } };
  if (!form.firstNight) problems.firstNight = { key: 'dateRequired' };
  if (!form.lastNight) problems.lastNight = { key: 'dateRequired' };
  else if (form.firstNight && form.lastNight < form.firstNight) problems.lastNight = { key: 'rangeInvalid' };
  else if (form.firstNight && daysBetween(form.firstNight, form.lastNight) + 1 > CALENDAR_RULES.bulkMaxDays)
    problems.lastNight = { key: 'tooManyNights', values: { count: CALENDAR_RULES.bulkMaxDays } };

  const body: BulkEdit = {
    unitIds,
    dateFrom: form.firstNight,
    dateTo: form.lastNight ? addDays(form.lastNight, 1) : '',
    action,
  };
  if (action === 'price') {
    const maxMajor = CALENDAR_RULES.maxNightlyPrice / 100;
    if (form.priceReset) body.nightlyPrice = null;
    else if (Number.isFinite(form.price)) {
      if (form.price <= 0 || form.price > maxMajor)
        problems.price = { key: 'priceRange', values: { max: maxMajor } };
      else body.nightlyPrice = toMinor(form.price);
    }
    if (form.minimumStayReset) body.minimumStay = null;
    else if (Number.isFinite(form.minimumStay)) {
      if (
        !Number.isInteger(form.minimumStay) ||
        form.minimumStay < 1 ||
        form.minimumStay > CALENDAR_RULES.maxMinimumStay
      )
        problems.minimumStay = { key: 'minimumStayRange', values: { max: CALENDAR_RULES.maxMinimumStay } };
      else body.minimumStay = form.minimumStay;
    }
    if (
      !problems.price &&
      !problems.minimumStay &&
      body.nightlyPrice === undefined &&
      body.minimumStay === undefined
    )
      problems.price = { key: 'nothingToSet' };
  }
  if (Object.keys(problems).length) return { body: null, problems };
  // the contract's own checks, the last word before the call
  return bulkEditSchema.safeParse(body).success
    ? { body, problems }
    : { body: null, problems: { units: { key: 'invalid' } } };
}
