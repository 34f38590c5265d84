import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visibleSteps } from './progress.ts';
import type { FlowContext } from './steps.ts';
import { chooseVariant } from './variants.ts';

const LOCALES = join(__dirname, '../../../../../../packages/i18n/locales');
const everything = (propertyType: FlowContext['propertyType']): FlowContext => ({
  propertyType,
  onboardingFinished: false,
  hasFirstFinishedUnit: false,
  accountType: 'company',
  features: { commissionApplicable: true, subscriptionApplicable: true, isKYCApplicable: true },
  regionalRequirementsNeeded: true,
});

describe('step labels', () => {
  for (const file of readdirSync(LOCALES)) {
    const messages: Record<string, string> = JSON.parse(readFileSync(join(LOCALES, file), 'utf8'));
    it(`are distinct within each flow's step list (${file})`, () => {
      for (const type of ['single', 'multi'] as const) {
        const ctx = everything(type);
        const labels = visibleSteps(chooseVariant(ctx), ctx).map((s) => messages[`listing.step.${s.name}`]);
        const repeated = labels.filter((l, i) => labels.indexOf(l) !== i);
        expect(repeated, `${type}-unit flow`).toEqual([]);
      }
    });
  }
});
