import { zodResolver } from '@hookform/resolvers/zod';
import {
  type IndividualDetails,
  MAX_TAX_IDENTIFICATIONS,
  type SaveIndividualDetails,
  saveIndividualDetailsSchema,
} from '@host-portal/contracts/billing-details';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation.tsx';
import { zodMessages } from '../../../../lib/zod-messages.ts';
import { useSaveIndividualDetails } from '../../api/billing-details.ts';
import { type CommonValues, commonValues } from './common-values.ts';
import { DetailsFormFrame, type SaveOptions } from './details-form-frame.tsx';
import { errorText } from './form-errors.ts';
import { AddressSection } from './same-address-fields.tsx';
import { TaxFields } from './tax-fields.tsx';

interface IndividualValues extends CommonValues {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
}

const toValues = (details: IndividualDetails): IndividualValues => ({
  firstName: details.firstName,
  lastName: details.lastName,
  email: details.email,
  dateOfBirth: details.dateOfBirth ?? '',
  ...commonValues(details),
});

/** An individual host's billing details: legal name, contact, residence and billing address, taxes. */
export function IndividualDetailsForm({ details, ...options }: { details: IndividualDetails } & SaveOptions) {
  const { t } = useTranslation();
  const save = useSaveIndividualDetails();
  const form = useForm<IndividualValues, unknown, SaveIndividualDetails>({
    resolver: zodResolver(saveIndividualDetailsSchema, zodMessages(t)) as never,
    defaultValues: toValues(details),
  });
  const { errors } = form.formState;

  return (
    <DetailsFormFrame
      form={form}
      save={save.mutateAsync}
      toValues={toValues}
      pending={save.isPending}
      {...options}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('account.profile.firstName')}
          required
          autoComplete="given-name"
          error={errorText(errors, 'firstName', t)}
          {...form.register('firstName')}
        />
        <TextInput
          label={t('account.profile.lastName')}
          required
          autoComplete="family-name"
          error={errorText(errors, 'lastName', t)}
          {...form.register('lastName')}
        />
        <TextInput
          type="email"
          label={t('account.billing.email')}
          required
          autoComplete="email"
          error={errorText(errors, 'email', t)}
          {...form.register('email')}
        />
        <TextInput
          type="tel"
          label={t('account.billing.phoneNumber')}
          autoComplete="tel"
          error={errorText(errors, 'phoneNumber', t)}
          {...form.register('phoneNumber')}
        />
        <TextInput
          type="date"
          label={t('account.billing.dateOfBirth')}
          autoComplete="bday"
          error={errorText(errors, 'dateOfBirth', t)}
          {...form.register('dateOfBirth')}
        />
      </SimpleGrid>
      <AddressSection legend={t('account.billing.residenceAddress')} />
      <TaxFields maxTaxIds={MAX_TAX_IDENTIFICATIONS} />
    </DetailsFormFrame>
  );
}
