import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { PlainButtonLink } from '../../../components/ui/plain.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * A detail page: the back link (to the list the host came from, else the list of 000 section 2),
 * the heading with the status and "Message the guest" (where the inbox exists: commission
 * accounts, 001 section 2), and the sections.
 */
export function DetailFrame({
  back,
  backLabel,
  title,
  status,
  reservationId,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  status?: ReactNode;
  /** the booking, request or inquiry whose conversation "Message the guest" opens */
  reservationId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const inbox = useCurrentUser()?.appFeatures?.commissionApplicable ?? false;
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const to = typeof from === 'string' && from.startsWith('/') ? from : back;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={to} size="sm" w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            {backLabel}
          </Group>
        </Anchor>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1}>{title}</Title>
          {status}
          {inbox && (
            <PlainButtonLink to={build.messagesForStay(reservationId)} variant="default">
              <IconMessage size={16} aria-hidden="true" />
              {t('reservations.detail.messageGuest')}
            </PlainButtonLink>
          )}
        </Group>
        {children}
      </Stack>
    </PageContainer>
  );
}
