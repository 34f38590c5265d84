import { SUBSCRIPTION_RULES, type SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useBookBoost } from '../api/unit-boosts-api.ts';

const DAY = 86_400_000;
/** Calendar days (`2031-05-12`) in UTC, the server's days. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const daysFromTo = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY) + 1;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Problem = 'required' | 'order' | 'notEnough';

/**
 * Books a boost of the unit: the first and the last day (both included; the call takes the
 * half-open [startDate, endDate)), what it costs (one boost credit per day) against what is left.
 * The server's refusals (overlap, not enough credits, in the past) show in place.
 */
export function BoostForm({ unitId, boost }: { unitId: string; boost: SubscriptionV2['boost'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const book = useBookBoost();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  const complete = DATE.test(first) && DATE.test(last);
  const days = complete ? daysFromTo(first, last) : 0;
  const cost = days > 0 ? days * SUBSCRIPTION_RULES.defaultCost : 0;
  const serverFieldError = isApiError(book.error) ? book.error.fieldErrors : {};
  const serverMessage =
    book.error && !serverFieldError.startDate && !serverFieldError.endDate
      ? isApiError(book.error) && book.error.message
        ? book.error.message
        : t('commons.errorOccuredPleaseTryAgain')
      : null;

  const change = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setProblem(null);
    setBooked(null);
    book.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return setProblem('required');
    if (days < 1) return setProblem('order');
    if (cost > boost.remaining) return setProblem('notEnough');
    book.mutate(
      { propertyUnitId: unitId, startDate: first, endDate: dayAfter(last) },
      {
        onSuccess: () => {
          setBooked(format.stayRange(first, last));
          setFirst('');
          setLast('');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('subscriptions.boost.intro')}</Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('subscriptions.boost.firstDay')}
            required
            min={today}
            value={first}
            onChange={change(setFirst)}
            error={
              serverFieldError.startDate ??
              (problem === 'required' && !DATE.test(first) ? t('forms.errors.required') : undefined)
            }
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            type="date"
            label={t('subscriptions.boost.lastDay')}
            required
            min={first || today}
            value={last}
            onChange={change(setLast)}
            error={
              serverFieldError.endDate ??
              (problem === 'order'
                ? t('subscriptions.boost.lastBeforeFirst')
                : problem === 'required' && !DATE.test(last)
                  ? t('forms.errors.required')
                  : undefined)
            }
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        <Text size="sm" aria-live="polite">
          {cost > 0 && `${t('subscriptions.boost.cost', { count: cost })} · `}
          {t('subscriptions.boost.left', { count: boost.remaining })}
        </Text>
        {problem === 'notEnough' && (
          <Alert color="red" role="alert">
            {t('subscriptions.boost.notEnough')}
          </Alert>
        )}
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        {booked && (
          <Alert color="green" role="status">
            {t('subscriptions.boost.booked', { range: booked })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={book.isPending}>
            {t('subscriptions.boost.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
