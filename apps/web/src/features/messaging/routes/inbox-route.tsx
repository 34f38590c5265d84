import { CHANNEL_STATUSES, type ChannelStatus } from '@host-portal/contracts/messaging';
import { Navigate, useLocation, useParams } from 'react-router';
import { build } from '../../../lib/route-paths.ts';
import { InboxPage } from '../components/inbox/inbox-page.tsx';

const isStatus = (value: string | undefined): value is ChannelStatus =>
  (CHANNEL_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /messages/all, /messages/archived and /messages/{channelStatus}/{channelId} (001 section 2); the
 * status defaults to all, an unknown one goes there too.
 */
export default function InboxRoute() {
  const { channelStatus, channelId } = useParams();
  const { pathname, search } = useLocation();
  const status = channelStatus ?? (pathname.endsWith('/archived') ? 'archived' : 'all');
  if (!isStatus(status)) return <Navigate to={`${build.messagesChannel('all')}${search}`} replace />;
  return <InboxPage status={status} channelId={channelId} />;
}
