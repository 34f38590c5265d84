import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation.tsx';
import { CountrySelect } from './address-fields.tsx';
import { errorText } from './form-errors.ts';

export interface ShareholderValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryOfResidence: string;
  percentage: number | string;
}
export interface SignatoryValues {
  firstName: string;
  lastName: string;
  role: string;
  email: string;
}

const KINDS = {
  shareholders: {
    heading: 'account.billing.shareholders',
    hint: 'account.billing.shareholdersHint',
    item: 'account.billing.shareholder',
    add: 'account.billing.addShareholder',
    remove: 'account.billing.removeShareholder',
  },
  signatories: {
    heading: 'account.billing.signatories',
    hint: 'account.billing.signatoriesHint',
    item: 'account.billing.signatory',
    add: 'account.billing.addSignatory',
    remove: 'account.billing.removeSignatory',
  },
} as const;

const blank = {
  shareholders: (): ShareholderValues => ({
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    countryOfResidence: '',
    percentage: '',
  }),
  signatories: (): SignatoryValues => ({ firstName: '', lastName: '', role: '', email: '' }),
};

/** A company's shareholders or signatories: a list of people, each removable. */
export function PeopleFields({ kind, max }: { kind: 'shareholders' | 'signatories'; max: number }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext();
  const list = useFieldArray({ control, name: kind });
  const text = KINDS[kind];
  const err = (path: string) => errorText(formState.errors, `${kind}.${path}`, t);
  const listError = errorText(formState.errors, kind, t);

  return (
    <Fieldset legend={t(text.heading)} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(text.hint)}
        </Text>
        {list.fields.map((item, index) => (
          <Paper
            key={item.id}
            withBorder
            p="sm"
            radius="md"
            component="section"
            aria-label={t(text.item, { number: index + 1 })}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t(text.item, { number: index + 1 })}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t(text.remove, { number: index + 1 })}
                onClick={() => list.remove(index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('account.profile.firstName')}
                required
                error={err(`${index}.firstName`)}
                {...register(`${kind}.${index}.firstName`)}
              />
              <TextInput
                label={t('account.profile.lastName')}
                required
                error={err(`${index}.lastName`)}
                {...register(`${kind}.${index}.lastName`)}
              />
              {kind === 'shareholders' ? (
                <>
                  <TextInput
                    type="date"
                    label={t('account.billing.dateOfBirth')}
                    error={err(`${index}.dateOfBirth`)}
                    {...register(`${kind}.${index}.dateOfBirth`)}
                  />
                  <CountrySelect
                    name={`${kind}.${index}.countryOfResidence`}
                    label={t('account.billing.countryOfResidence')}
                    required
                  />
                  <Controller
                    control={control}
                    name={`${kind}.${index}.percentage`}
                    render={({ field }) => (
                      <NumberInput
                        label={t('account.billing.percentage')}
                        required
                        min={0}
                        max={100}
                        decimalScale={2}
                        value={field.value}
                        onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                        onBlur={field.onBlur}
                        error={err(`${index}.percentage`)}
                      />
                    )}
                  />
                </>
              ) : (
                <>
                  <TextInput
                    label={t('account.billing.role')}
                    required
                    error={err(`${index}.role`)}
                    {...register(`${kind}.${index}.role`)}
                  />
                  <TextInput
                    type="email"
                    label={t('account.billing.signatoryEmail')}
                    error={err(`${index}.email`)}
                    {...register(`${kind}.${index}.email`)}
                  />
                </>
              )}
            </SimpleGrid>
          </Paper>
        ))}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        {list.fields.length < max && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => list.append(blank[kind]())}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(text.add)}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
