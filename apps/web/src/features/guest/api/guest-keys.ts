/** Query keys of the guest side; every query and invalidation goes through these. */
export const guestKeys = {
  all: ['guest'] as const,
  me: () => [...guestKeys.all, 'me'] as const,
  channels: () => [...guestKeys.all, 'channels'] as const,
  /** whether a stay can be reviewed, and the guest's review once written (issue 10) */
  review: (reservationId: string) => [...guestKeys.all, 'review', reservationId] as const,
};

const enc = encodeURIComponent;
export const GUEST_PATH = '/api/guest';
export const GUEST_PUBLIC_PATH = '/api/public/guest';
/** The chat socket: a guest's cookie goes along, no token in the address. */
export const GUEST_SOCKET_PATH = '/api/messaging/socket';
export const guestChannelPath = (channelId: string) => `${GUEST_PATH}/channels/${enc(channelId)}`;
export const guestReservationPath = (reservationId: string) =>
  `${GUEST_PATH}/reservations/${enc(reservationId)}`;
