import { Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { VerificationSummary } from '../api/get-verifications.ts';
import classes from './support.module.css';
import { VerificationStatusBadge } from './verification-status-badge.tsx';

/** One verification of the queue: the host, individual or company, when it was submitted. */
export function VerificationCard({
  verification,
  search,
}: {
  verification: VerificationSummary;
  search: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const v = verification;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`kyc-${v.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Link
          to={{ pathname: build.staffVerification(v.id), search }}
          className={classes.cardLink}
          id={`kyc-${v.id}`}
        >
          {v.hostName}
        </Link>
        <VerificationStatusBadge status={v.status} />
      </Group>
      <Text size="sm" c="dimmed" mt={4} className={classes.wrap}>
        {t(`staff.kyc.accountType.${v.accountType}`)} · {v.hostEmail}
      </Text>
      <Text size="sm" mt={4}>
        {v.submittedAt
          ? t('staff.kyc.submittedOn', { date: when(v.submittedAt) })
          : v.startedAt
            ? t('staff.kyc.startedOn', { date: when(v.startedAt) })
            : t('staff.kyc.notStarted')}
        {v.decidedAt && ` · ${t('staff.kyc.decidedOn', { date: when(v.decidedAt) })}`}
        {' · '}
        {t('staff.kyc.documentCount', { count: v.documentCount })}
      </Text>
    </Card>
  );
}
