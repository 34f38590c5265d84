import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import {
  type CalendarStatus,
  useSetCalendarAvailability,
} from '../../../features/units/api/set-calendar-availability.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const CHOICES = ['AVAILABLE', 'PAUSED'] as const satisfies readonly CalendarStatus[];

/** Open the calendar for bookings, or keep it paused (POST calendar-action). */
export default function CalendarAvailabilityStep() {
  const { t } = useTranslation();
  const { unit, complete } = useListingStep();
  const action = useSetCalendarAvailability(unit.id);
  const [status, setStatus] = useState<(typeof CHOICES)[number]>(
    unit.calendarAvailability.status === 'PAUSED' ? 'PAUSED' : 'AVAILABLE',
  );
  const [error, setError] = useState<string>();
  return (
    <StepLayout
      title={t('listing.calendar.title')}
      description={t('listing.calendar.description')}
      pending={action.isPending}
      error={error}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        try {
          if (status !== unit.calendarAvailability.status) await action.mutateAsync(status);
        } catch (e) {
          setError(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
          return;
        }
        await complete();
      }}
    >
      <Radio.Group
        label={t('listing.calendar.label')}
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        required
      >
        <Stack gap="sm" mt="xs">
          {CHOICES.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={t(`listing.calendar.${choice}`)}
              description={t(`listing.calendar.${choice}Description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </StepLayout>
  );
}
