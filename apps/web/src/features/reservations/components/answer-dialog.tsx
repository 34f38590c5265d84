import { Button, Group, Radio, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { fieldError, toastError, toastSuccess } from './action-feedback.ts';

/** The frame of a host's answer (reject, cancel): the form, then "keep" and the red action. */
export function AnswerDialog({
  opened,
  onClose,
  title,
  onSubmit,
  pending,
  closeLabel,
  submitLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  closeLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {closeLabel}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** The required choice of a reason, each labelled `${labelPrefix}.${reason}`. */
export function ReasonChoice<R extends string>({
  label,
  reasons,
  labelPrefix,
  value,
  onChange,
  error,
}: {
  label: string;
  reasons: readonly R[];
  labelPrefix: string;
  value: R | '';
  onChange: (reason: R) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={label} value={value} onChange={(v) => onChange(v as R)} error={error} required>
      <Stack gap="xs" mt="xs">
        {reasons.map((name) => (
          <Radio key={name} value={name} label={t(`${labelPrefix}.${name}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Sends an answer: on success a toast and the dialog closes; on failure the server's field errors
 * land on the dialog's fields and the error shows as a toast.
 */
export function useSendAnswer<B, F extends string>(
  mutation: UseMutationResult<unknown, unknown, B>,
  fields: readonly F[],
  setErrors: (errors: Partial<Record<F, string>>) => void,
  done: string,
  onClose: () => void,
) {
  const { t } = useTranslation();
  return (body: B) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toastSuccess(done);
        onClose();
      },
      onError: (error) => {
        setErrors(
          Object.fromEntries(fields.map((f) => [f, fieldError(error, f)])) as Partial<Record<F, string>>,
        );
        toastError(error, t);
      },
    });
}
