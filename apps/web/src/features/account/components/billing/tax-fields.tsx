import { vatExample } from '@host-portal/contracts/tax-ids';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation.tsx';
import { CountrySelect } from './address-fields.tsx';
import { CheckField } from './check-field.tsx';
import { errorText } from './form-errors.ts';

/**
 * Tax identifications, one per country, unless "my country has no tax id"; the VAT id unless "I
 * have no VAT id" (001 section 5). The example VAT id follows the address's country.
 */
export function TaxFields({ maxTaxIds, vatRequired = false }: { maxTaxIds: number; vatRequired?: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext();
  const taxIds = useFieldArray({ control, name: 'taxIdentifications' });
  const [noTaxId, noVat, country] = useWatch({
    control,
    name: ['countryWithoutTaxId', 'userWithoutVatId', 'address.country'],
  }) as [boolean, boolean, string];
  const listError = errorText(formState.errors, 'taxIdentifications', t);

  return (
    <Fieldset legend={t('account.billing.taxHeading')} variant="unstyled">
      <Stack gap="md">
        <CheckField name="countryWithoutTaxId" label={t('account.billing.countryWithoutTaxId')} />
        {!noTaxId && (
          <Stack gap="sm">
            {taxIds.fields.map((item, index) => (
              <Group key={item.id} align="flex-start" wrap="wrap" gap="sm">
                <CountrySelect
                  name={`taxIdentifications.${index}.countryIsoCode`}
                  label={t('account.billing.taxIdCountry')}
                  required
                />
                <TextInput
                  label={t('account.billing.taxId')}
                  required
                  style={{ flex: '1 1 12rem' }}
                  error={errorText(formState.errors, `taxIdentifications.${index}.id`, t)}
                  {...register(`taxIdentifications.${index}.id`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  size="lg"
                  aria-label={t('account.billing.removeTaxId', { number: index + 1 })}
                  onClick={() => taxIds.remove(index)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            {listError && (
              <Text c="red" size="sm" role="alert">
                {listError}
              </Text>
            )}
            {taxIds.fields.length < maxTaxIds && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => taxIds.append({ id: '', countryIsoCode: country || '' })}
                style={{ alignSelf: 'flex-start' }}
                // a long label wraps on a phone instead of running past the card
                maw="100%"
                h="auto"
                mih={36}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              >
                {t('account.billing.addTaxId')}
              </Button>
            )}
          </Stack>
        )}
        <CheckField name="userWithoutVatId" label={t('account.billing.userWithoutVatId')} />
        {!noVat && (
          <TextInput
            label={t('account.billing.vatId')}
            required={vatRequired}
            description={t('account.billing.vatIdHint', { example: vatExample(country) ?? 'DE123456789' })}
            error={errorText(formState.errors, 'vatId', t)}
            {...register('vatId')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
