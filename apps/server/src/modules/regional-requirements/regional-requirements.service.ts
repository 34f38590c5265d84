import { ERROR_CODES, type InvalidParam } from '@host-portal/contracts/errors';
import { AppError } from '../../lib/app-error.ts';
import { ENGLISH, type LocalText } from '../settings/request-locale.ts';
import {
  localisedRule,
  normaliseRegional,
  type RegionalField,
  regionalReason,
  rulesFor,
} from '../units/rules/regional-rules.ts';
import { sortInvalidFields } from '../units/unit-transitions.ts';
import type { UnitsService } from '../units/units.service.ts';

type Values = Partial<Record<RegionalField, string | null>>;

export function regionalRequirementsService(units: UnitsService) {
  const countryOf = (location: Record<string, unknown> | null) =>
    typeof location?.countryCode === 'string' ? location.countryCode : null;

  return {
    /** The country's fields, labels and help in the host's language. */
    async configuration(hostId: string, unitId: string, text: LocalText = ENGLISH) {
      const countryCode = countryOf((await units.load(hostId, unitId)).location);
      const rules = rulesFor(countryCode);
      return {
        countryCode,
        required: rules.some((r) => r.required),
        fields: rules.map((r) => ({
          name: r.name,
          required: r.required,
          pattern: r.pattern.source,
          example: r.example,
          ...localisedRule(countryCode ?? '', r, text),
        })),
      };
    },

    async get(hostId: string, unitId: string) {
      const { unit } = await units.load(hostId, unitId);
      return {
        registrationNumber: unit.registrationNumber,
        nationalIdentificationCode: unit.nationalIdentificationCode,
      };
    },

    /** Format-checked per the unit's country; a saved valid value is no longer an invalid field. */
    async update(hostId: string, unitId: string, input: Values, text: LocalText = ENGLISH) {
      const { unit, location } = await units.load(hostId, unitId);
      const countryCode = countryOf(location);
      const rules = rulesFor(countryCode);
      const problems: InvalidParam[] = [];
      const patch: Values = {};
      for (const [name, raw] of Object.entries(input) as [RegionalField, string | null][]) {
        const value = raw ? normaliseRegional(countryCode, raw) : null;
        const reason = value
          ? regionalReason(
              countryCode,
              rules.find((r) => r.name === name),
              value,
              text,
            )
          : null;
        if (reason) problems.push({ name, reason });
        else patch[name] = value;
      }
      if (problems.length) {
        throw new AppError(ERROR_CODES.validation, text.t('regional.error.checkFormat'), {
          // same order as invalid fields: registrationNumber, then nationalIdentificationCode
          invalidParams: sortInvalidFields(problems.map((p) => p.name)).map(
            (n) => problems.find((p) => p.name === n)!,
          ),
        });
      }
      await units.saveRegional(hostId, unit, patch);
      return this.get(hostId, unitId);
    },
  };
}
export type RegionalRequirementsService = ReturnType<typeof regionalRequirementsService>;
