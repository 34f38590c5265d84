import {
  EDITOR_SERVICES,
  INQUIRY_MESSAGE_MAX,
  type ServiceState,
  type SubscriptionServices,
} from '@host-portal/contracts/subscription-services';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSaveServices, useSubscriptionServices } from '../api/services-api.ts';

type Switches = Record<string, boolean>;

/**
 * The subscription services editor (001 section 3; ADR 39): each service of the editor with what
 * it does, a switch when the plan includes it or the plan that does, and the inquiry message's
 * words. Saving sends the included ones; a refusal shows in place and keeps the edits.
 */
export function ServicesEditor({
  data,
  submitLabel,
  onSaved,
}: {
  data: SubscriptionServices;
  submitLabel?: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveServices();
  // the guest's e-mail shows in the inbox, which only accounts with commission have (hybrid)
  const inbox = useCurrentUser()?.appFeatures.commissionApplicable ?? false;
  const listed = EDITOR_SERVICES.filter((type) => inbox || type !== 'displayGuestEmailInMessageCard')
    .map((type) => data.services.find((s) => s.type === type))
    .filter((s): s is ServiceState => s !== undefined);
  const [switches, setSwitches] = useState<Switches>(() =>
    Object.fromEntries(listed.map((s) => [s.type, s.included && s.enabled])),
  );
  const [message, setMessage] = useState(
    () => data.services.find((s) => s.type === 'inquiryMessage')?.message ?? '',
  );
  const [messageMissing, setMessageMissing] = useState(false);
  const [saved, setSaved] = useState(false);

  const changed = () => {
    setSaved(false);
    save.reset();
  };
  const serverError = save.error
    ? isApiError(save.error) && save.error.message
      ? save.error.message
      : t('commons.errorOccuredPleaseTryAgain')
    : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (switches.inquiryMessage && !message.trim()) return setMessageMissing(true);
    const services = listed
      .filter((s) => s.included)
      .map((s) => ({
        type: s.type as (typeof EDITOR_SERVICES)[number],
        enabled: switches[s.type] ?? false,
        ...(s.type === 'inquiryMessage' && message.trim() ? { message: message.trim() } : {}),
      }));
    save.mutate(
      { services },
      {
        onSuccess: () => {
          setSaved(true);
          onSaved?.();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('subscriptions.services.title')}>
      <Stack gap="sm">
        {listed.map((service) => {
          const nameId = `service-${service.type}`;
          const textId = `${nameId}-text`;
          const on = switches[service.type] ?? false;
          return (
            <Paper key={service.type} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} id={nameId}>
                      {t(`subscriptions.services.${service.type}.name`)}
                    </Text>
                    <Text size="sm" id={textId}>
                      {t(`subscriptions.services.${service.type}.text`)}
                    </Text>
                    {service.delivery === 'team' && (
                      <Text size="sm" c="dimmed">
                        {t('subscriptions.services.team')}
                      </Text>
                    )}
                    {!service.included && (
                      <Badge variant="dot" color="gray" mt={4} style={{ alignSelf: 'flex-start' }}>
                        {t('subscriptions.services.includedFrom', {
                          plan: t(`subscriptions.plan.${service.includedFrom}`),
                        })}
                      </Badge>
                    )}
                  </Stack>
                  {service.included && (
                    <Switch
                      size="md"
                      checked={on}
                      aria-labelledby={nameId}
                      aria-describedby={textId}
                      onChange={(e) => {
                        const value = e.currentTarget.checked;
                        setSwitches((s) => ({ ...s, [service.type]: value }));
                        setMessageMissing(false);
                        changed();
                      }}
                    />
                  )}
                </Group>
                {service.type === 'inquiryMessage' && service.included && on && (
                  <Textarea
                    label={t('subscriptions.services.inquiryMessage.label')}
                    description={t('subscriptions.services.inquiryMessage.hint', {
                      max: String(INQUIRY_MESSAGE_MAX),
                    })}
                    required
                    autosize
                    minRows={3}
                    maxLength={INQUIRY_MESSAGE_MAX}
                    value={message}
                    onChange={(e) => {
                      setMessage(e.currentTarget.value);
                      setMessageMissing(false);
                      changed();
                    }}
                    error={messageMissing ? t('subscriptions.services.inquiryMessage.missing') : undefined}
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
        {serverError && (
          <Alert color="red" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {serverError}
          </Alert>
        )}
        {saved && !onSaved && (
          <Text role="status" size="sm" fw={700}>
            {t('subscriptions.services.saved')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {submitLabel ?? t('subscriptions.services.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The editor with its loading, error and no-plan states. */
export function ServicesPanel({ submitLabel, onSaved }: { submitLabel?: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const services = useSubscriptionServices();
  if (services.isPending) {
    return (
      <Stack role="status" aria-label={t('commons.loading')} aria-busy>
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (services.isError) {
    return <ErrorState error={services.error} onRetry={() => void services.refetch()} />;
  }
  if (!services.data.planFamily) return <Text>{t('subscriptions.services.noPlan')}</Text>;
  return (
    <ServicesEditor
      data={services.data}
      {...(submitLabel ? { submitLabel } : {})}
      {...(onSaved ? { onSaved } : {})}
    />
  );
}
