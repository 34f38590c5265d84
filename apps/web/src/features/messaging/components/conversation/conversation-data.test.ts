import { describe, expect, it } from 'vitest';
import { message } from '../../messaging-test-data.ts';
import {
  addPending,
  type ConversationData,
  leavesGap,
  mergeMessages,
  newClientId,
  setPendingStatus,
} from './conversation-data.ts';

const empty: ConversationData = { messages: [], hasOlder: false, pending: [] };

describe('conversation data', () => {
  it('merges by seq: ascending, nothing doubled, whatever order pages and events come in', () => {
    let data = mergeMessages(empty, [message(3), message(4)]);
    data = mergeMessages(data, [message(4), message(5)]);
    data = mergeMessages(data, [message(1), message(2), message(3)]);
    expect(data.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the same object when nothing is new (no needless re-render)', () => {
    const data = mergeMessages(empty, [message(1)]);
    expect(mergeMessages(data, [message(1)])).toBe(data);
  });

  it('replaces a pending message when its clientId comes back', () => {
    const sending = addPending(empty, {
      clientId: 'c-1',
      body: 'Hi',
      createdAt: new Date().toISOString(),
      status: 'sending',
    });
    const data = mergeMessages(sending, [message(1, { sender: 'host', clientId: 'c-1', body: 'Hi' })]);
    expect(data.pending).toEqual([]);
    expect(data.messages).toHaveLength(1);
    expect(setPendingStatus(sending, 'c-1', 'failed').pending[0]?.status).toBe('failed');
  });

  it('sees a gap when a message skips numbers', () => {
    const data = mergeMessages(empty, [message(1), message(2)]);
    expect(leavesGap(data, message(3))).toBe(false);
    expect(leavesGap(data, message(5))).toBe(true);
    expect(leavesGap(empty, message(1))).toBe(false);
  });

  it('makes client ids that differ', () => {
    const a = newClientId();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newClientId()).not.toBe(a);
  });
});
