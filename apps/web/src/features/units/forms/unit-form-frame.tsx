import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

export interface UnitFormFrameProps {
  title: string;
  description?: string;
  error?: string;
  saving: boolean;
  dirty: boolean;
  onSubmit: (event?: FormEvent) => unknown;
  children: ReactNode;
}

/** The frame every unit edit page shares: heading, general error, fields, save. */
export function UnitFormFrame({
  title,
  description,
  error,
  saving,
  dirty,
  onSubmit,
  children,
}: UnitFormFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <UnsavedChangesGuard dirty={dirty && !saving} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="xl" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t('commons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
