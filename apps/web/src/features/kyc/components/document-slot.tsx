import type { DocumentType, KycDocument } from '@host-portal/contracts/kyc';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { kycKeys } from '../api/kyc-keys.ts';
import { uploadKycDocument } from '../api/upload-kyc-document.ts';
import { ACCEPT, checkDocumentFile, MAX_MEGABYTES } from './check-document-file.ts';
import { DocumentList } from './document-list.tsx';
import classes from './kyc.module.css';
import { DOCUMENT_LABEL } from './kyc-labels.ts';

/**
 * One document to provide (a passport, an identity card's front, …): what was uploaded, and while
 * its check awaits data a drop area with a labelled file input, checked before sending, with progress.
 */
export function DocumentSlot({
  type,
  documents,
  editable,
}: {
  type: DocumentType;
  documents: KycDocument[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = t(DOCUMENT_LABEL[type]);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

  async function take(files: File[]) {
    const file = files[0];
    if (!file || progress) return;
    const refusal = checkDocumentFile(file);
    if (refusal) return setProblem(t(refusal.key, refusal.values));
    setProblem(null);
    setProgress({ name: file.name, fraction: 0 });
    try {
      await uploadKycDocument(file, type, {
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      await queryClient.invalidateQueries({ queryKey: kycKeys.status() });
    } catch (err) {
      setProblem(isApiError(err) && err.message ? err.message : t('kyc.upload.failed', { name: file.name }));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={600} id={`${inputId}-title`}>
        {label}
      </Text>
      <DocumentList documents={documents} editable={editable} label={label} />
      {editable && (
        <section
          className={classes.dropZone}
          data-over={over || undefined}
          aria-labelledby={`${inputId}-title`}
          onDragOver={(e) => {
            if (!hasFiles(e) || progress) return;
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            if (!hasFiles(e)) return;
            e.preventDefault();
            setOver(false);
            void take(Array.from(e.dataTransfer.files));
          }}
        >
          <Stack align="center" gap={4} ta="center">
            <IconUpload size={28} aria-hidden="true" />
            <label htmlFor={inputId}>
              <Text component="span" fw={600} c="var(--mantine-primary-color-filled)" td="underline">
                {t('kyc.upload.choose', { document: label })}
              </Text>
            </label>
            <Text size="sm" c="dimmed">
              {t('kyc.upload.rules', { max: MAX_MEGABYTES })}
            </Text>
            <input
              id={inputId}
              type="file"
              accept={ACCEPT}
              disabled={Boolean(progress)}
              style={{ position: 'absolute', inset: 0, opacity: 0, width: '100%', cursor: 'pointer' }}
              onChange={(e) => {
                void take(Array.from(e.currentTarget.files ?? []));
                e.currentTarget.value = '';
              }}
            />
          </Stack>
        </section>
      )}
      {progress && (
        <Progress
          value={Math.round(progress.fraction * 100)}
          aria-label={t('kyc.upload.progress', { name: progress.name })}
          animated
        />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
