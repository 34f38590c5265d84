import { Group, Loader, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundView } from '../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { useStayConversation } from '../../features/messaging/api/open-conversation.ts';
import { isApiError } from '../../lib/api-error.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { build } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * /messages/stay/{reservationId}: "Message the guest" on a booking, request or inquiry page. Opens
 * the reservation's conversation (POST /messaging/conversation) and replaces itself with the
 * channel in the inbox, so Back returns to the reservation. Composed here because it joins the
 * reservations pages to the messaging feature (DESIGN rule 2).
 */
export default function StayConversationRoute() {
  const { reservationId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('messaging.openStay.title'));
  const query = useStayConversation(reservationId);

  if (query.data) return <Navigate to={build.messagesChannel('all', query.data.id)} replace />;
  if (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))
    return <NotFoundView description={t('messaging.notFound.description')} />;
  return (
    <PageContainer>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('messaging.openStay.loading')}</Text>
        </Group>
      )}
    </PageContainer>
  );
}
