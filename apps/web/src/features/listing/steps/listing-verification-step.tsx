import { Radio, Skeleton, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { type CalendarVerification, useCalendarVerification } from '../api/get-calendar-verification.ts';
import { useSubmitCalendarVerification } from '../api/submit-calendar-verification.ts';
import { reportServerError } from '../components/server-errors.ts';
import { useListingStep } from '../components/step-context.tsx';
import { StepLayout } from '../components/step-layout.tsx';

/** The UI holds isListed as 'yes' / 'no'; the server takes a boolean (001 section 7). */
interface Values {
  isListed: 'yes' | 'no' | '';
  listingUrl: string;
}
const FIELDS = ['isListed', 'listingUrl'] as const;

export default function ListingVerificationStep() {
  const { t } = useTranslation();
  const { unit } = useListingStep();
  const query = useCalendarVerification(unit.id);
  if (query.data) return <VerificationForm current={query.data} />;
  return (
    <StepLayout title={t('listing.verification.title')} hideContinue={!query.isError}>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={80} />
        </Stack>
      )}
    </StepLayout>
  );
}

function VerificationForm({ current }: { current: CalendarVerification }) {
  const { t } = useTranslation();
  const { unit, complete } = useListingStep();
  const submitVerification = useSubmitCalendarVerification(unit.id);
  const form = useForm<Values>({
    defaultValues: {
      isListed: current.isListed === null ? '' : current.isListed ? 'yes' : 'no',
      listingUrl: current.listingUrl ?? '',
    },
  });
  const isListed = form.watch('isListed');
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const listed = values.isListed === 'yes';
    try {
      await submitVerification.mutateAsync({
        isListed: listed,
        listingUrl: listed ? values.listingUrl.trim() : null,
      });
    } catch (error) {
      return reportServerError(error, form.setError, FIELDS, t);
    }
    await complete();
  });
  return (
    <StepLayout
      title={t('listing.verification.title')}
      description={t('listing.verification.description')}
      onSubmit={submit}
      pending={submitVerification.isPending}
      error={errors.root?.server?.message}
    >
      <Controller
        control={form.control}
        name="isListed"
        rules={{ validate: (v) => v !== '' || t('forms.errors.required') }}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('listing.verification.isListed')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          >
            <Stack gap="xs" mt="xs">
              <Radio value="yes" label={t('listing.verification.yes')} />
              <Radio value="no" label={t('listing.verification.no')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {isListed === 'yes' && (
        <TextInput
          type="url"
          label={t('listing.verification.url')}
          description={t('listing.verification.urlHint')}
          required
          maxLength={500}
          error={errors.listingUrl?.message}
          {...form.register('listingUrl', {
            validate: (v) => {
              try {
                const url = new URL(v.trim());
                return /^https?:$/.test(url.protocol) || t('listing.verification.urlInvalid');
              } catch {
                return v.trim() ? t('listing.verification.urlInvalid') : t('forms.errors.required');
              }
            },
          })}
        />
      )}
    </StepLayout>
  );
}
