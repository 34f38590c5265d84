import { type ChatChannel, MESSAGING_RULES } from '@host-portal/contracts/messaging';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useChatSocketEvents, useChatSocketSend } from '../../../../lib/chat-socket-provider.tsx';
import type { ViewerRole } from './chat-api.ts';

/** "Anna is typing…": the other side's name for typingShownMs after their last typing signal. */
export function useTypingIndicator(channelId: string, viewerRole: ViewerRole): string | null {
  const [typing, setTyping] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setTyping(null);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another channel starts with nobody typing
  useEffect(() => clear, [channelId, clear]);

  useChatSocketEvents((event) => {
    if (event.type === 'typing' && event.channelId === channelId && event.role !== viewerRole) {
      if (timer.current) clearTimeout(timer.current);
      setTyping(event.name);
      timer.current = setTimeout(clear, MESSAGING_RULES.typingShownMs);
    }
    // their message came: they stopped typing
    if (
      event.type === 'message' &&
      event.message.channelId === channelId &&
      event.message.sender !== viewerRole
    ) {
      clear();
    }
  });
  return typing;
}

/** Tells the other side "typing", at most once every typingSignalMs. */
export function useTypingSignal(channelId: string): () => void {
  const send = useChatSocketSend();
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < MESSAGING_RULES.typingSignalMs) return;
    if (send({ type: 'typing', channelId })) last.current = now;
  }, [send, channelId]);
}

/** The highest seq the other side has read: the channel's, raised by live read events. */
export function useOtherReadSeq(channel: ChatChannel, viewerRole: ViewerRole): number {
  const fromChannel = viewerRole === 'host' ? channel.guestReadSeq : channel.hostReadSeq;
  const [live, setLive] = useState({ channelId: channel.id, seq: 0 });
  useChatSocketEvents((event) => {
    if (event.type === 'read' && event.channelId === channel.id && event.role !== viewerRole) {
      setLive((old) => ({
        channelId: channel.id,
        seq: old.channelId === channel.id ? Math.max(old.seq, event.seq) : event.seq,
      }));
    }
  });
  return Math.max(fromChannel, live.channelId === channel.id ? live.seq : 0);
}
