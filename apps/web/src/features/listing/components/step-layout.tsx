import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingStep } from './step-context.tsx';

interface StepLayoutProps {
  title: string;
  description?: ReactNode;
  /** A form step passes its submit handler; a step without a form continues on click. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The form's general (unmatched) server message. */
  error?: string | undefined;
  pending?: boolean;
  submitLabel?: string;
  /** Hides Save and continue (e.g. publish has its own button). */
  hideContinue?: boolean;
  /** A step without a form that does something before moving on (by default Continue only moves on). */
  onContinue?: () => void | Promise<void>;
  /** Continue stays disabled until the step is done (e.g. documents still to upload). */
  continueDisabled?: boolean;
  children?: ReactNode;
}

/** One step page: its h1, the body and the Back / Save and continue buttons. */
export function StepLayout(props: StepLayoutProps) {
  const { t } = useTranslation();
  const { backTo, complete, completing } = useListingStep();
  usePageTitle(props.title);
  const busy = Boolean(props.pending) || completing;

  const body = (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {props.title}
        </Title>
        {props.description && <Text c="dimmed">{props.description}</Text>}
      </Stack>
      {props.error && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      {props.children}
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {backTo ? (
          <Button
            component={Link}
            to={backTo}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {t('listing.actions.back')}
          </Button>
        ) : (
          <span />
        )}
        {!props.hideContinue &&
          (props.onSubmit ? (
            <Button type="submit" loading={busy} disabled={props.continueDisabled}>
              {props.submitLabel ?? t('listing.actions.saveAndContinue')}
            </Button>
          ) : (
            <Button
              onClick={() => void (props.onContinue ?? complete)()}
              loading={busy}
              disabled={props.continueDisabled}
            >
              {props.submitLabel ?? t('listing.actions.continue')}
            </Button>
          ))}
      </Group>
    </Stack>
  );

  return props.onSubmit ? (
    <form onSubmit={props.onSubmit} noValidate>
      {body}
    </form>
  ) : (
    body
  );
}
