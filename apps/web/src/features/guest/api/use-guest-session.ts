import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type GuestSessionEnd, onGuestSessionEnded } from './guest-client.ts';
import { guestKeys } from './guest-keys.ts';

export type GuestSessionState = 'active' | GuestSessionEnd;

/**
 * The guest's session as this page knows it: active until a guest call is answered 401 (`ended`)
 * or the guest signs out (`signedOut`). Then the guest's data leaves the cache at once (and
 * whatever `onEnded` clears besides: the conversations' messages).
 */
export function useGuestSession(onEnded?: () => void): GuestSessionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GuestSessionState>('active');
  const latest = useRef(onEnded);
  latest.current = onEnded;
  useEffect(
    () =>
      onGuestSessionEnded((how) => {
        // a sign-out stays a sign-out when the calls still under way come back 401
        setState((now) => (now === 'active' ? how : now));
        void queryClient.cancelQueries({ queryKey: guestKeys.all });
        queryClient.removeQueries({ queryKey: guestKeys.all });
        latest.current?.();
      }),
    [queryClient],
  );
  return state;
}
