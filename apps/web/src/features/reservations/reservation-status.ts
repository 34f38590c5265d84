import type { PartyType } from '@host-portal/contracts/reservations';

export type ReservationKind = 'booking_request' | 'booking' | 'inquiry';

/** The translation key of a status; a cancelled booking says who cancelled it (000 section 4). */
export function statusKey(kind: ReservationKind, status: string, cancelledBy?: PartyType | null): string {
  if (kind === 'booking' && status === 'CANCELLED') {
    if (cancelledBy === 'GUEST' || cancelledBy === 'GUEST_VIA_EXTERNAL_SYSTEM') {
      return 'reservations.cancelledBy.guest';
    }
    if (cancelledBy === 'OWNER' || cancelledBy === 'OWNER_VIA_EXTERNAL_SYSTEM') {
      return 'reservations.cancelledBy.owner';
    }
    return 'reservations.cancelledBy.none';
  }
  return `reservations.status.${kind}.${status}`;
}

const WAITING = new Set(['REQUESTED', 'ACTION_NEEDED']);
const ENDED = new Set(['REJECTED', 'EXPIRED', 'EXPIRED_CHECKOUT', 'CANCELLED']);

export function statusColor(status: string): string {
  if (WAITING.has(status)) return 'orange';
  if (ENDED.has(status)) return 'gray';
  if (status === 'CONFIRMED') return 'green';
  return 'blue';
}

/** Whether the stay still waits for the host's answer (the "respond by" line shows then). */
export const awaitsAnswer = (status: string) => WAITING.has(status);
