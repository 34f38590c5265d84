import type { KycDocument } from '@host-portal/contracts/kyc';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconFileCheck, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteKycDocument } from '../api/change-kyc.ts';
import { megabytes } from './check-document-file.ts';
import classes from './kyc.module.css';

/** The documents already uploaded for one slot; removable while their check awaits data. */
export function DocumentList({
  documents,
  editable,
  label,
}: {
  documents: KycDocument[];
  editable: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const remove = useDeleteKycDocument();
  if (documents.length === 0) return null;
  return (
    <>
      <ul className={classes.documents} aria-label={t('kyc.uploaded', { document: label })}>
        {documents.map((d) => (
          <li key={d.id}>
            <Group gap="xs" wrap="nowrap" py={4}>
              <IconFileCheck size={20} aria-hidden="true" color="var(--mantine-color-green-7)" />
              <div className={classes.fileName} style={{ flex: 1 }}>
                <Text size="sm">{d.fileName}</Text>
                <Text size="xs" c="dimmed">
                  {t('kyc.documentMeta', { size: megabytes(d.size), date: format.date(d.uploadedAt) })}
                </Text>
              </div>
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('kyc.remove', { name: d.fileName })}
                  loading={remove.isPending && remove.variables === d.id}
                  onClick={() => remove.mutate(d.id)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          </li>
        ))}
      </ul>
      {remove.isError && (
        <Text size="sm" c="red" role="alert">
          {isApiError(remove.error) && remove.error.message
            ? remove.error.message
            : t('commons.errorOccuredPleaseTryAgain')}
        </Text>
      )}
    </>
  );
}
