import { useMutation } from '@tanstack/react-query';
import { endGuestSession, guestApi } from './guest-client.ts';
import { GUEST_PATH } from './guest-keys.ts';

export const guestLogout = () => guestApi.post<null>(`${GUEST_PATH}/logout`);

/** Ends the guest's session; the page forgets it (use-guest-session.ts). */
export const useGuestLogout = () =>
  useMutation({ mutationFn: guestLogout, onSuccess: () => endGuestSession('signedOut') });
