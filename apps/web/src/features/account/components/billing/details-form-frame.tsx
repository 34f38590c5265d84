import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-error.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { fieldPaths } from './form-errors.ts';

/** Where a billing form is embedded (the onboarding's personal-details steps): its button and what follows. */
export interface SaveOptions {
  submitLabel?: string | undefined;
  onSaved?: (() => Promise<void> | void) | undefined;
}

/**
 * The billing forms' frame: Save, the server's field errors on their fields, anything else as a
 * message above the form. A failed save leaves every edit in the form (it is reset only from
 * what the server saved).
 */
export function DetailsFormFrame<T extends FieldValues, Out, S>({
  form,
  save,
  toValues,
  pending,
  children,
  submitLabel,
  onSaved,
}: {
  form: UseFormReturn<T, unknown, Out>;
  save: (values: Out) => Promise<S>;
  toValues: (saved: S) => T;
  pending: boolean;
  children: ReactNode;
} & SaveOptions) {
  const { t } = useTranslation();
  const serverError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      form.reset(toValues(saved));
      notifications.show({ color: 'green', message: t('account.billing.saved') });
      await onSaved?.();
    } catch (error) {
      const paths = new Set(fieldPaths(form.getValues()));
      const unmatched: string[] = [];
      let first = true;
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const name = field.replace(/^body\./, '');
          if (paths.has(name)) {
            form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
            first = false;
          } else unmatched.push(message);
        }
        if (!Object.keys(error.fieldErrors).length && error.message) unmatched.push(error.message);
      } else unmatched.push(t('commons.errorOccuredPleaseTryAgain'));
      form.setError('root.server' as Path<T>, { type: 'server', message: unmatched.join(' ') });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {serverError !== undefined && (
            <Alert color="red" role="alert" title={t('account.saveFailed')}>
              {serverError && <Text size="sm">{serverError}</Text>}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel ?? t('commons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
