import { useEffect, useRef, useState } from 'react';
import type { ChatApi, ViewerRole } from './chat-api.ts';
import { type ConversationData, lastSeq } from './conversation-data.ts';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Marks the conversation read up to the last message held, while it is on screen (the tab visible)
 * and the other side has written something the viewer has not read yet: once per new message,
 * not once per render.
 */
export function useMarkRead(
  api: ChatApi,
  channelId: string,
  data: ConversationData | undefined,
  ownReadSeq: number,
  viewerRole: ViewerRole,
) {
  const [visible, setVisible] = useState(isVisible);
  const marked = useRef({ channelId, seq: 0 });
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const last = lastSeq(data);
  const lastFromOthers = data?.messages.findLast((m) => m.sender !== viewerRole)?.seq ?? 0;

  useEffect(() => {
    if (!visible || !last) return;
    const done = marked.current.channelId === channelId ? marked.current.seq : 0;
    if (lastFromOthers <= Math.max(ownReadSeq, done)) return;
    marked.current = { channelId, seq: last };
    api.markRead(channelId, last).catch(() => {
      // not marked: the next message or visit tries again
      if (marked.current.channelId === channelId && marked.current.seq === last) {
        marked.current = { channelId, seq: done };
      }
    });
  }, [api, visible, channelId, last, lastFromOthers, ownReadSeq]);
}
