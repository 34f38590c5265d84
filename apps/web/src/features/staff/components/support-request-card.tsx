import type { SupportRequest } from '@host-portal/contracts/support';
import { Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './support.module.css';
import { SupportStatusBadge } from './support-status-badge.tsx';

/** One request of the queue: reference, topic, who and when, the start of what they wrote. */
export function SupportRequestCard({ request, search }: { request: SupportRequest; search: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`support-${request.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Link
          to={{ pathname: build.staffSupportRequest(request.id), search }}
          className={classes.cardLink}
          id={`support-${request.id}`}
        >
          {t(`help.topics.${request.topic}`)}
        </Link>
        <SupportStatusBadge status={request.status} />
      </Group>
      <Text size="sm" c="dimmed" mt={4} className={classes.wrap}>
        {request.reference} · {request.hostName} &lt;{request.hostEmail}&gt; ·{' '}
        {format.date(request.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Text>
      <Text size="sm" mt="xs" lineClamp={2} className={classes.wrap}>
        {request.body}
      </Text>
      {request.answerCount > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('staff.support.answerCount', { count: request.answerCount })}
        </Text>
      )}
    </Card>
  );
}
