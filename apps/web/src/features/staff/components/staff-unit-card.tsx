import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useApproveUnit } from '../api/approve-unit.ts';
import type { StaffUnit } from '../api/get-staff-units.ts';
import { RejectUnitDialog } from './reject-unit-dialog.tsx';
import { UnitPreviewDialog } from './unit-preview-dialog.tsx';

/** One unit under review: who, what, when, a preview of its public page, approve or reject. */
export function StaffUnitCard({ unit }: { unit: StaffUnit }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const approve = useApproveUnit();
  const [rejectOpen, reject] = useDisclosure(false);
  const [previewOpen, preview] = useDisclosure(false);
  const title = unit.title || t('units.untitled');
  const headingId = `staff-unit-${unit.id}`;

  const onApprove = () =>
    approve.mutate(unit.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('staff.review.approved', { title }) }),
    });

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={600} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Stack gap={2} component="dl" m={0}>
          <Row label={t('staff.review.host')} value={`${unit.hostName} <${unit.hostEmail}>`} />
          <Row label={t('staff.review.property')} value={unit.propertyTitle ?? unit.propertyId} />
          <Row
            label={t('staff.review.submittedAt')}
            value={
              unit.submittedAt
                ? format.date(unit.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })
                : '—'
            }
          />
        </Stack>
        <Group gap="sm" mt="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden="true" />}
            onClick={preview.open}
            aria-haspopup="dialog"
          >
            {t('staff.review.preview')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            onClick={onApprove}
            loading={approve.isPending}
          >
            {t('staff.review.approve')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={reject.open}
            aria-haspopup="dialog"
          >
            {t('staff.review.reject')}
          </Button>
        </Group>
      </Stack>
      <RejectUnitDialog unitId={unit.id} unitTitle={title} opened={rejectOpen} onClose={reject.close} />
      <UnitPreviewDialog unitId={unit.id} unitTitle={title} opened={previewOpen} onClose={preview.close} />
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
