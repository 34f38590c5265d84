import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BusinessDetails,
  MAX_COMPANY_PEOPLE,
  MAX_TAX_IDENTIFICATIONS,
  type SaveBusinessDetails,
  saveBusinessDetailsSchema,
} from '@host-portal/contracts/billing-details';
import { EU_COUNTRIES } from '@host-portal/contracts/tax-ids';
import { Alert, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation.tsx';
import { zodMessages } from '../../../../lib/zod-messages.ts';
import { useSaveBusinessDetails } from '../../api/billing-details.ts';
import { CheckField } from './check-field.tsx';
import { type CommonValues, commonValues } from './common-values.ts';
import { countryOptions } from './countries.ts';
import { DetailsFormFrame, type SaveOptions } from './details-form-frame.tsx';
import { errorText } from './form-errors.ts';
import { PeopleFields, type ShareholderValues, type SignatoryValues } from './people-fields.tsx';
import { AddressSection } from './same-address-fields.tsx';
import { TaxFields } from './tax-fields.tsx';

interface BusinessValues extends CommonValues {
  legalBusinessName: string;
  accountEmail: string;
  euPermanentEstablishment: boolean;
  euMemberStates: string[];
  shareholders: ShareholderValues[];
  signatories: SignatoryValues[];
}

const toValues = (details: BusinessDetails): BusinessValues => ({
  legalBusinessName: details.legalBusinessName,
  accountEmail: details.accountEmail,
  ...commonValues(details),
  euPermanentEstablishment: details.euPermanentEstablishment,
  euMemberStates: details.euMemberStates,
  shareholders: details.shareholders.map((s) => ({ ...s, dateOfBirth: s.dateOfBirth ?? '' })),
  signatories: details.signatories.map((s) => ({ ...s, email: s.email ?? '' })),
});

/**
 * Which part the form shows; it always saves the whole details (the onboarding splits them over two
 * steps: the company with its signatories, then its owners).
 */
export type BusinessPart = 'all' | 'company' | 'owners';
const OWNER_FIELDS = ['shareholders', 'root'];

/** A company's billing details: legal name, addresses, taxes, EU establishment, shareholders and signatories. */
export function BusinessDetailsForm({
  details,
  part = 'all',
  ...options
}: { details: BusinessDetails; part?: BusinessPart } & SaveOptions) {
  const { t, i18n } = useTranslation();
  const save = useSaveBusinessDetails();
  const form = useForm<BusinessValues, unknown, SaveBusinessDetails>({
    resolver: zodResolver(saveBusinessDetailsSchema, zodMessages(t)) as never,
    defaultValues: toValues(details),
  });
  const { errors } = form.formState;
  const established = useWatch({ control: form.control, name: 'euPermanentEstablishment' });
  const euOptions = countryOptions(i18n.language || 'en_US').filter((c) =>
    (EU_COUNTRIES as readonly string[]).includes(c.value),
  );

  return (
    <DetailsFormFrame
      form={form}
      save={save.mutateAsync}
      toValues={toValues}
      pending={save.isPending}
      {...options}
    >
      {part !== 'owners' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('account.billing.legalBusinessName')}
              required
              autoComplete="organization"
              error={errorText(errors, 'legalBusinessName', t)}
              {...form.register('legalBusinessName')}
            />
            <TextInput
              type="email"
              label={t('account.billing.accountEmail')}
              required
              autoComplete="email"
              error={errorText(errors, 'accountEmail', t)}
              {...form.register('accountEmail')}
            />
            <TextInput
              type="tel"
              label={t('account.billing.phoneNumber')}
              autoComplete="tel"
              error={errorText(errors, 'phoneNumber', t)}
              {...form.register('phoneNumber')}
            />
          </SimpleGrid>
          <AddressSection legend={t('account.billing.legalAddress')} />
          <TaxFields maxTaxIds={MAX_TAX_IDENTIFICATIONS} vatRequired />
          <CheckField name="euPermanentEstablishment" label={t('account.billing.euPermanentEstablishment')} />
          {established && (
            <Controller
              control={form.control}
              name="euMemberStates"
              render={({ field }) => (
                <MultiSelect
                  label={t('account.billing.euMemberStates')}
                  required
                  searchable
                  data={euOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(errors, 'euMemberStates', t)}
                />
              )}
            />
          )}
        </>
      )}
      {part === 'owners' && Object.keys(errors).some((name) => !OWNER_FIELDS.includes(name)) && (
        <Alert color="orange" role="alert">
          {t('onboarding.personalDetails.companyIncomplete')}
        </Alert>
      )}
      {part !== 'company' && <PeopleFields kind="shareholders" max={MAX_COMPANY_PEOPLE} />}
      {part !== 'owners' && <PeopleFields kind="signatories" max={MAX_COMPANY_PEOPLE} />}
    </DetailsFormFrame>
  );
}
