import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SecretOnceDialog } from './secret-once-dialog.tsx';

export interface CreateDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the new item's secret, shown once */
  onCreated: (secret: string) => void;
}

/**
 * A section of things that come with a secret (API keys, webhook endpoints): its heading and words,
 * the list with its loading, error and empty states, the create dialog, the secret shown once
 * after it, and a confirmation before an item is ended (revoked, removed).
 */
export function SecretListSection<T extends { id: string }>(props: {
  id: string;
  title: string;
  description: ReactNode;
  emptyTitle: string;
  createLabel: string;
  secretTitle: string;
  query: UseQueryResult<{ items: T[] }>;
  CreateDialog: (p: CreateDialogProps) => ReactNode;
  renderItem: (item: T, onEnd: () => void) => ReactNode;
  end: {
    title: string;
    text: (item: T | null) => string;
    label: string;
    loading: boolean;
    /** ends the item; `done` closes the confirmation */
    run: (item: T, done: () => void) => void;
  };
}) {
  const { t } = useTranslation();
  const { query, CreateDialog, end } = props;
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [ending, setEnding] = useState<T | null>(null);
  const list = query.data?.items;
  const createButton = <Button onClick={() => setCreating(true)}>{props.createLabel}</Button>;
  const titleId = `${props.id}-title`;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id={titleId} fz="h3">
          {props.title}
        </Title>
        {list && list.length > 0 && createButton}
      </Group>
      <Text size="sm" c="dimmed">
        {props.description}
      </Text>
      {query.isPending && (
        <Group justify="center" p="lg">
          <Loader aria-label={t('commons.loading')} />
        </Group>
      )}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {list && list.length === 0 && (
        <EmptyState title={props.emptyTitle} headingOrder={3} action={createButton} />
      )}
      {list?.map((item) => props.renderItem(item, () => setEnding(item)))}
      <CreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(s) => {
          setCreating(false);
          setSecret(s);
        }}
      />
      <SecretOnceDialog secret={secret} title={props.secretTitle} onClose={() => setSecret(null)} />
      <ConfirmDialog
        opened={ending !== null}
        title={end.title}
        text={end.text(ending)}
        confirmLabel={end.label}
        loading={end.loading}
        onClose={() => setEnding(null)}
        onConfirm={() => {
          if (ending) end.run(ending, () => setEnding(null));
        }}
      />
    </Stack>
  );
}
