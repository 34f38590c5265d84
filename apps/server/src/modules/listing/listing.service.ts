import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { PropertyLocation } from '@host-portal/contracts/listing';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ENGLISH, type LocalText } from '../settings/request-locale.ts';
import { resolveLocale } from '../settings/translations.ts';
import { missingAddressFields } from '../units/rules/address-forms.ts';
import type { UnitsService } from '../units/units.service.ts';
import { countryName, type Geocoder } from './geocoder.ts';
import type { ListingRepository } from './listing.repository.ts';
import { propertiesConfiguration } from './properties-configuration.ts';

const GEOCODE_LIMIT = 10;

export function listingService(repo: ListingRepository, units: UnitsService, geocoder: Geocoder) {
  return {
    configuration: (hl: string | undefined) => propertiesConfiguration(resolveLocale(hl)),

    async geocode(q: string, hl: string | undefined) {
      return { items: await geocoder.search(q, resolveLocale(hl), GEOCODE_LIMIT) };
    },

    /** `save` needs the country's required address fields; `draft` keeps a partial address. */
    async saveLocation(
      hostId: string,
      propertyId: string,
      action: 'save' | 'draft',
      input: PropertyLocation,
      text: LocalText = ENGLISH,
    ) {
      if (action === 'save') {
        const missing = missingAddressFields(input, text);
        if (missing.length) {
          throw new AppError(ERROR_CODES.validation, text.t('listing.address.missing'), {
            invalidParams: missing,
          });
        }
      }
      const location: PropertyLocation = {
        ...input,
        countryName: input.countryName || countryName(input.countryCode, 'en_US'),
      };
      if (!(await repo.saveLocation(hostId, propertyId, location))) throw notFound('Property');
      // a saved address answers staff's `location` remark on the property's units (idempotent, so a
      // retry after a failure here clears it)
      await units.locationSaved(hostId, propertyId);
      return location;
    },
  };
}
export type ListingService = ReturnType<typeof listingService>;
