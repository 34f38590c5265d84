import { MESSAGING_RULES } from '@host-portal/contracts/messaging';

/** The wait before reconnect attempt `attempt` (0, 1, 2…): doubling up to the most, jittered. */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  initial: number = MESSAGING_RULES.reconnectInitialMs,
  max: number = MESSAGING_RULES.reconnectMaxMs,
): number {
  const base = Math.min(max, initial * 2 ** attempt);
  // between half and all of the doubled wait, never below the first: clients dropped together
  // (a server restart) do not all come back in the same instant
  return Math.max(initial, Math.round(base * (0.5 + random() * 0.5)));
}
