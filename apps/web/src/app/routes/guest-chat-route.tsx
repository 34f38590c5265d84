import { useQueryClient } from '@tanstack/react-query';
import { useGuestChatApi } from '../../features/guest/api/guest-chat-api.ts';
import { GUEST_SOCKET_PATH } from '../../features/guest/api/guest-keys.ts';
import { useGuestLiveUpdates } from '../../features/guest/api/use-guest-live-updates.ts';
import { type GuestSessionState, useGuestSession } from '../../features/guest/api/use-guest-session.ts';
import { GuestChatPage } from '../../features/guest/components/guest-chat-page.tsx';
import { messagingKeys } from '../../features/messaging/api/messaging-keys.ts';
import { Conversation } from '../../features/messaging/components/conversation/conversation.tsx';
import { ConnectionNotice } from '../../features/messaging/components/inbox/connection-notice.tsx';
import { ChatSocketProvider } from '../../lib/chat-socket-provider.tsx';
import { socketUrl } from '../../lib/socket-url.ts';

/** The guest's socket: the guest_token cookie goes along with the upgrade, no token is fetched. */
const guestSocketAddress = async () => socketUrl(GUEST_SOCKET_PATH);

/**
 * /guest/chat (issue 9), composed here because it joins two features: the guest's stays and
 * session (features/guest) and the conversation the host's inbox uses too (features/messaging),
 * driven by the guest's endpoints and the same real-time connection.
 */
export default function GuestChatRoute() {
  const queryClient = useQueryClient();
  // a 401 anywhere or a sign-out ends the session: the conversations' messages leave the cache
  // with the rest, and the socket closes
  const session = useGuestSession(() =>
    queryClient.removeQueries({ queryKey: [...messagingKeys.conversations(), 'guest'] }),
  );
  return (
    <ChatSocketProvider connect={guestSocketAddress} enabled={session === 'active'}>
      <GuestChat session={session} />
    </ChatSocketProvider>
  );
}

function GuestChat({ session }: { session: GuestSessionState }) {
  const api = useGuestChatApi();
  useGuestLiveUpdates();
  return (
    <GuestChatPage
      session={session}
      renderConversation={(channel, header) => (
        <Conversation
          key={channel.id}
          channel={channel}
          api={api}
          viewerRole="guest"
          header={
            <>
              {header}
              <ConnectionNotice />
            </>
          }
        />
      )}
    />
  );
}
