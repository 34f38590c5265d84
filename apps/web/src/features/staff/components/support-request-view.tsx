import type { SupportRequestDetail } from '@host-portal/contracts/support';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './support.module.css';
import { SupportStatusBadge } from './support-status-badge.tsx';

/** What the host wrote, with who, where and when, then every answer sent so far. */
export function SupportRequestView({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} className={classes.wrap}>
            {t(`help.topics.${request.topic}`)}
          </Title>
          <SupportStatusBadge status={request.status} />
        </Group>
        <Stack gap={2} component="dl" m={0}>
          <Row label={t('staff.support.reference')} value={request.reference} />
          <Row label={t('staff.support.host')} value={`${request.hostName} <${request.hostEmail}>`} />
          <Row label={t('staff.support.createdAt')} value={when(request.createdAt)} />
          {request.pageId && <Row label={t('staff.support.page')} value={request.pageId} />}
          {request.unitId && (
            <Row label={t('staff.support.unit')} value={request.unitTitle || request.unitId} />
          )}
        </Stack>
      </Stack>

      <section aria-labelledby="support-message">
        <Title order={2} size="h4" id="support-message" mb="xs">
          {t('staff.support.message')}
        </Title>
        <Card withBorder radius="md" padding="md">
          <Text className={classes.quote}>{request.body}</Text>
        </Card>
      </section>

      <section aria-labelledby="support-answers">
        <Title order={2} size="h4" id="support-answers" mb="xs">
          {t('staff.support.answers')}
        </Title>
        {request.answers.length === 0 ? (
          <Text c="dimmed">{t('staff.support.noAnswers')}</Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {request.answers.map((answer) => (
              <Card key={answer.id} withBorder radius="md" padding="md" component="li">
                <Text size="sm" c="dimmed" mb={4}>
                  {t('staff.support.answeredBy', {
                    name: answer.staffName ?? t('staff.support.formerStaff'),
                    date: when(answer.answeredAt),
                  })}
                </Text>
                <Text className={classes.quote}>{answer.text}</Text>
              </Card>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
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
