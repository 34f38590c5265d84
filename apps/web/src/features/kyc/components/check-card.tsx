import type { CheckType, DocumentType, KycCheck } from '@host-portal/contracts/kyc';
import { Alert, Badge, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { alternativesOf } from '../kyc-steps.ts';
import { DocumentSlot } from './document-slot.tsx';
import { alternativeLabel, CHECK_LABEL, CHECK_STATUS_COLOR, CHECK_STATUS_LABEL } from './kyc-labels.ts';

/**
 * One check of an upload step: its status, the staff's reason when they rejected it or asked for
 * another document, the choice between alternatives (passport or identity card) and their slots.
 */
export function CheckCard({
  type,
  check,
  collecting,
}: {
  type: CheckType;
  check: KycCheck | undefined;
  collecting: boolean;
}) {
  const { t } = useTranslation();
  const alternatives = alternativesOf(type);
  const documents = check?.documents ?? [];
  const started = alternatives.findIndex((alt) => alt.some((d) => documents.some((doc) => doc.type === d)));
  const [chosen, setChosen] = useState(Math.max(started, 0));
  const editable = collecting && check?.status === 'awaiting_data';
  const slots = (alternatives[chosen] ?? []) as readonly DocumentType[];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t(CHECK_LABEL[type])}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md">
            {t(CHECK_LABEL[type])}
          </Title>
          {check &&
            (check.status === 'awaiting_data' && check.satisfied ? (
              // the documents are there; nothing is missing before submitting
              <Badge color="green" variant="dot">
                {t('kyc.checkStatus.complete')}
              </Badge>
            ) : (
              <Badge color={CHECK_STATUS_COLOR[check.status]} variant="dot">
                {t(CHECK_STATUS_LABEL[check.status])}
              </Badge>
            ))}
        </Group>
        {check?.reason && check.status !== 'passed' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title={t('kyc.reasonTitle')}
          >
            {check.reason}
          </Alert>
        )}
        {alternatives.length > 1 && (
          <SegmentedControl
            fullWidth
            value={String(chosen)}
            onChange={(value) => setChosen(Number(value))}
            aria-label={t('kyc.alternative.label')}
            data={alternatives.map((alt, i) => ({ value: String(i), label: t(alternativeLabel(alt)) }))}
          />
        )}
        {slots.map((slot) => (
          <DocumentSlot
            key={slot}
            type={slot}
            documents={documents.filter((d) => d.type === slot)}
            editable={editable}
          />
        ))}
      </Stack>
    </Paper>
  );
}
