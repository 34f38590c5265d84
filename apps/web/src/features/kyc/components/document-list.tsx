import type { KycDocument } from '@host-portal/contracts/kyc';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconDownload, IconFileCheck, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteKycDocument } from '../api/change-kyc.ts';
import { downloadKycDocument } from '../api/download-kyc-document.ts';
import { megabytes } from './check-document-file.ts';
import classes from './kyc.module.css';

/**
 * The documents already uploaded for one slot: the host may download their own file, and remove
 * it while its check awaits data.
 */
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
  const download = useMutation({ mutationFn: downloadKycDocument });
  const failed = remove.error ?? download.error;
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
              <ActionIcon
                variant="subtle"
                aria-label={t('kyc.download', { name: d.fileName })}
                loading={download.isPending && download.variables?.id === d.id}
                onClick={() => download.mutate(d)}
              >
                <IconDownload size={18} aria-hidden="true" />
              </ActionIcon>
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
      {failed && (
        <Text size="sm" c="red" role="alert">
          {isApiError(failed) && failed.message ? failed.message : t('commons.errorOccuredPleaseTryAgain')}
        </Text>
      )}
    </>
  );
}
