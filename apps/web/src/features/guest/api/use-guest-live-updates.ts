import { useQueryClient } from '@tanstack/react-query';
import { useChatSocketEvents } from '../../../lib/chat-socket-provider.tsx';
import { guestKeys } from './guest-keys.ts';

/**
 * Keeps the guest's stays and unread counts current from the socket: a message, a changed
 * channel or a read on another device reloads them, and so does a reconnect (what was missed).
 * Open conversations follow on their own (the shared conversation components).
 */
export function useGuestLiveUpdates() {
  const queryClient = useQueryClient();
  useChatSocketEvents((event) => {
    const changed =
      event.type === 'message' ||
      event.type === 'channel' ||
      event.type === 'resync' ||
      (event.type === 'read' && event.role === 'guest');
    if (changed) void queryClient.invalidateQueries({ queryKey: guestKeys.channels() });
  });
}
