import type { UnitReviewSummary } from '@host-portal/contracts/reviews';
import type { TFunction } from '../../../lib/translator.ts';

/**
 * How a unit is named in the reviews: its title, else its property's; the property's title
 * as a second line only when it says something more.
 */
export function unitNames(unit: Pick<UnitReviewSummary, 'title' | 'propertyTitle'>, t: TFunction) {
  const title = unit.title || unit.propertyTitle || t('unitPicker.untitled');
  const property = unit.propertyTitle && unit.propertyTitle !== title ? unit.propertyTitle : undefined;
  return { title, property };
}
