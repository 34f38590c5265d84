import type { ChatMessage } from '@host-portal/contracts/messaging';

/** A message on its way: shown at once, replaced by the server's copy (same clientId) once stored. */
export interface PendingMessage {
  clientId: string;
  body: string;
  /** a picture or PDF going with the text (kept for a retry) */
  file?: File | undefined;
  createdAt: string;
  status: 'sending' | 'failed';
  /** why it failed, when the server said (a file it refused) */
  error?: string | undefined;
}

/** One conversation as the client holds it: confirmed messages by seq, and the ones being sent. */
export interface ConversationData {
  messages: ChatMessage[];
  /** Whether older messages than the first held exist (scrolling up loads them). */
  hasOlder: boolean;
  pending: PendingMessage[];
}

export const lastSeq = (data: ConversationData | undefined): number => data?.messages.at(-1)?.seq ?? 0;
export const firstSeq = (data: ConversationData): number | undefined => data.messages[0]?.seq;

/**
 * Adds messages, whatever their order or overlap: one per seq (nothing duplicated when the socket
 * and a fetch bring the same one), ascending; a pending message whose clientId came back is done.
 */
export function mergeMessages(data: ConversationData, incoming: readonly ChatMessage[]): ConversationData {
  if (incoming.length === 0) return data;
  const bySeq = new Map(data.messages.map((m) => [m.seq, m]));
  let changed = false;
  for (const message of incoming) {
    const held = bySeq.get(message.seq);
    if (held && held.id === message.id) continue;
    bySeq.set(message.seq, message);
    changed = true;
  }
  const arrived = new Set(incoming.map((m) => m.clientId).filter(Boolean));
  const pending = data.pending.filter((p) => !arrived.has(p.clientId));
  if (!changed && pending.length === data.pending.length) return data;
  const messages = changed ? [...bySeq.values()].sort((a, b) => a.seq - b.seq) : data.messages;
  return { ...data, messages, pending };
}

/** Whether a message from the socket skips numbers the client does not hold (missed ones exist). */
export function leavesGap(data: ConversationData, message: ChatMessage): boolean {
  return message.seq > lastSeq(data) + 1;
}

export function addPending(data: ConversationData, pending: PendingMessage): ConversationData {
  return { ...data, pending: [...data.pending.filter((p) => p.clientId !== pending.clientId), pending] };
}

export function setPendingStatus(
  data: ConversationData,
  clientId: string,
  status: PendingMessage['status'],
  error?: string,
): ConversationData {
  return {
    ...data,
    pending: data.pending.map((p) => (p.clientId === clientId ? { ...p, status, error } : p)),
  };
}

export function removePending(data: ConversationData, clientId: string): ConversationData {
  return { ...data, pending: data.pending.filter((p) => p.clientId !== clientId) };
}

/** A sender's own id for a message; crypto.randomUUID needs a secure context, so not only that. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // not a secure context (http on a LAN address): built from random bytes below
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
