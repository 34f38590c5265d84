import type { KycCheck, KycDocument, KycVerificationDetail } from '@host-portal/contracts/kyc';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { downloadKycDocument } from '../api/download-kyc-document.ts';
import classes from './support.module.css';

const CHECK_COLOR: Record<KycCheck['status'], string> = {
  new: 'gray',
  awaiting_data: 'blue',
  pending: 'yellow',
  passed: 'green',
  failed: 'red',
};

/** Every check of the verification, each with its status, the staff's reason and its documents. */
export function VerificationChecks({ verification }: { verification: KycVerificationDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="kyc-checks">
      <Title order={2} size="h4" id="kyc-checks" mb="xs">
        {t('staff.kyc.checks')}
      </Title>
      {verification.checks.length === 0 ? (
        <Text c="dimmed">{t('staff.kyc.noChecks')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {verification.checks.map((check) => (
            <CheckCard key={check.type} verificationId={verification.id} check={check} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function CheckCard({ verificationId, check }: { verificationId: string; check: KycCheck }) {
  const { t } = useTranslation();
  const id = `kyc-check-${check.type}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} size="h5" id={id}>
          {t(`staff.kyc.check.${check.type}`)}
        </Title>
        <Badge color={CHECK_COLOR[check.status]} variant="dot" size="md" style={{ flexShrink: 0 }}>
          {t(`staff.kyc.checkStatus.${check.status}`)}
        </Badge>
      </Group>
      {check.reason && (
        <Text size="sm" mt="xs" className={classes.quote}>
          {t('staff.kyc.checkReason', { reason: check.reason })}
        </Text>
      )}
      {check.documents.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('staff.kyc.noDocuments')}
        </Text>
      ) : (
        <Stack gap="xs" mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {check.documents.map((doc) => (
            <DocumentRow key={doc.id} verificationId={verificationId} doc={doc} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function DocumentRow({ verificationId, doc }: { verificationId: string; doc: KycDocument }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [busy, setBusy] = useState(false);
  const size =
    doc.size >= 1_000_000
      ? format.number(doc.size / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : format.number(Math.max(1, Math.round(doc.size / 1000)), { style: 'unit', unit: 'kilobyte' });
  const download = async () => {
    setBusy(true);
    try {
      await downloadKycDocument(verificationId, doc);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: (isApiError(error) && error.message) || t('staff.kyc.downloadFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {t(`staff.kyc.document.${doc.type}`)}
        </Text>
        <Text size="xs" c="dimmed" className={classes.wrap}>
          {doc.fileName} · {size} ·{' '}
          {t('staff.kyc.uploadedOn', {
            date: format.date(doc.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
      </Stack>
      <Button
        variant="light"
        size="compact-sm"
        loading={busy}
        onClick={download}
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        aria-label={t('staff.kyc.downloadDocument', { name: doc.fileName })}
      >
        {t('staff.kyc.download')}
      </Button>
    </Group>
  );
}
