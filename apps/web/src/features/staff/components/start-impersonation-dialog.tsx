import { zodResolver } from '@hookform/resolvers/zod';
import {
  IMPERSONATION_RULES,
  type StaffHost,
  type StartImpersonationBody,
  startImpersonationBodySchema,
} from '@host-portal/contracts/impersonation';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { beginImpersonation } from '../../../lib/impersonation.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useStartImpersonation } from '../api/start-impersonation.ts';

/** The reason, then the app reloads as the host under the STAFF IMPERSONATION bar. */
export function StartImpersonationDialog({ host, onClose }: { host: StaffHost | null; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartImpersonation();
  const form = useForm<StartImpersonationBody>({
    resolver: zodResolver(startImpersonationBodySchema, zodMessages(t)),
    values: { hostId: host?.id ?? '', reason: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await start.mutateAsync(values);
      beginImpersonation(
        { id: session.id, hostName: session.hostName, expiresAt: session.expiresAt },
        paths.properties,
      );
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['reason']);
      if (rest.length)
        form.setError('root.server', { type: 'server', message: t('impersonation.start.failed') });
    }
  });

  return (
    <Dialog
      opened={host !== null}
      onClose={onClose}
      title={host ? t('impersonation.start.title', { name: host.name }) : ''}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.root?.server && (
            <Alert color="red" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Textarea
            label={t('impersonation.start.reason')}
            description={t('impersonation.start.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={IMPERSONATION_RULES.reasonMax}
            error={errors.reason?.message ? t(errors.reason.message) : undefined}
            data-autofocus
            {...form.register('reason')}
          />
          <Text size="sm" c="dimmed">
            {t('impersonation.start.minutes', { minutes: IMPERSONATION_RULES.sessionMinutes })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" color="red" loading={start.isPending || start.isSuccess}>
              {t('impersonation.start.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
