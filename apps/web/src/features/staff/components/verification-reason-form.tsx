import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHECK_TYPES,
  type CheckType,
  KYC_RULES,
  type KycVerificationDetail,
  kycRejectBodySchema,
  kycRequestDocumentBodySchema,
} from '@host-portal/contracts/kyc';
import { Alert, Button, Card, Checkbox, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useDecideVerification } from '../api/decide-verification.ts';

interface Values {
  reason: string;
  /** ask for another document: the check it serves */
  check?: CheckType;
  /** reject: the checks that failed (the others stay as they are) */
  checks?: CheckType[];
}

/**
 * A decision that needs words for the host: reject (the verification fails, the host may retry)
 * or ask for another document for one check. What was typed stays when the call fails.
 */
export function VerificationReasonForm({
  kind,
  verification,
}: {
  kind: 'reject' | 'request-document';
  verification: KycVerificationDetail;
}) {
  const { t } = useTranslation();
  const decide = useDecideVerification(verification.id);
  const reject = kind === 'reject';
  const schema = reject ? kycRejectBodySchema : kycRequestDocumentBodySchema;
  const pending = verification.checks.filter((c) => c.status === 'pending').map((c) => c.type);
  // another document for a check the verification has, or a proof of address it may not have yet
  const present = new Set(verification.checks.map((c) => c.type));
  const askable = CHECK_TYPES.filter((type) => present.has(type) || type === 'proof_of_address');
  const form = useForm<Values>({
    // the form's values are the body of the decision's contract, validated by it
    resolver: zodResolver(schema, zodMessages(t)) as unknown as Resolver<Values>,
    defaultValues: reject ? { reason: '', checks: pending } : { reason: '', check: pending[0] ?? askable[0] },
  });
  const { errors } = form.formState;
  const prefix = reject ? 'staff.kyc.reject' : 'staff.kyc.request';

  const submit = form.handleSubmit(async (values) => {
    try {
      await decide.mutateAsync(
        reject
          ? {
              kind: 'reject',
              // every pending check fails unless staff narrowed it down
              body:
                values.checks && values.checks.length < pending.length
                  ? { reason: values.reason, checks: values.checks }
                  : { reason: values.reason },
            }
          : {
              kind: 'request-document',
              body: { check: values.check ?? 'proof_of_address', reason: values.reason },
            },
      );
      notifications.show({
        color: 'green',
        message: t(`${prefix}.done`, { email: verification.hostEmail }),
      });
      form.reset();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['reason', 'check', 'checks']);
      const onField = isApiError(error) && Object.keys(error.fieldErrors).length > rest.length;
      if (!onField) {
        const message =
          rest.join(' ') || (isApiError(error) && error.message) || t('staff.kyc.decisionFailed');
        form.setError('root.server', { type: 'server', message });
      }
    }
  });

  const id = `kyc-${kind}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={id}>
            {t(`${prefix}.title`)}
          </Title>
          {reject && pending.length > 1 && (
            <Controller
              control={form.control}
              name="checks"
              render={({ field, fieldState }) => (
                <Checkbox.Group
                  label={t('staff.kyc.reject.checks')}
                  value={field.value ?? []}
                  onChange={(value) => field.onChange(value as CheckType[])}
                  error={
                    fieldState.error &&
                    (fieldState.error.type === 'server'
                      ? fieldState.error.message
                      : t('staff.kyc.reject.chooseCheck'))
                  }
                >
                  <Stack gap="xs" mt="xs">
                    {pending.map((type) => (
                      <Checkbox key={type} value={type} label={t(`staff.kyc.check.${type}`)} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          )}
          {!reject && (
            <NativeSelect
              label={t('staff.kyc.request.check')}
              data={askable.map((type) => ({ value: type, label: t(`staff.kyc.check.${type}`) }))}
              error={errors.check?.message}
              {...form.register('check')}
            />
          )}
          <Textarea
            label={t(`${prefix}.reason`)}
            description={t('staff.kyc.reasonHint', { email: verification.hostEmail })}
            required
            autosize
            minRows={3}
            maxLength={KYC_RULES.reasonMax}
            error={
              errors.reason &&
              (errors.reason.type === 'too_small' ? t('staff.kyc.reasonRequired') : errors.reason.message)
            }
            {...form.register('reason')}
          />
          {errors.root?.server && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" color={reject ? 'red' : undefined} loading={decide.isPending}>
              {t(`${prefix}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
