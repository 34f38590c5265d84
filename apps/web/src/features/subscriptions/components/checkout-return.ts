import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { markInProgress, subscriptionQueryOptions } from '../api/subscriptions-api.ts';

/** 001 section 9: the subscription is read again after these delays (ms) while the payment is confirmed. */
export const CONFIRMATION_DELAYS = [3000, 10000] as const;

export type ReturnState = 'none' | 'confirming' | 'active' | 'pending' | 'cancelled' | 'failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The host is back from the hosted checkout (`?hostedPageId=…&state=…`): the page is marked in
 * progress (001 section 4), then the subscription is read again, after 3 and then 10 more seconds,
 * until the provider's confirmation has started it. The parameters leave the address once read.
 */
export function useCheckoutReturn(delays: readonly number[] = CONFIRMATION_DELAYS) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const hostedPageId = params.get('hostedPageId');
  const state = params.get('state');
  const [result, setResult] = useState<{ state: ReturnState; failureReason: string | null }>({
    state: 'none',
    failureReason: null,
  });

  const handled = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    if (!hostedPageId || handled.current === hostedPageId) return;
    handled.current = hostedPageId;
    mounted.current = true;
    setParams({}, { replace: true });
    if (state !== 'succeeded') {
      setResult({ state: 'cancelled', failureReason: null });
      return;
    }
    setResult({ state: 'confirming', failureReason: null });
    const settle = (next: ReturnState, failureReason: string | null = null) => {
      if (mounted.current) setResult({ state: next, failureReason });
    };
    void (async () => {
      try {
        const page = await markInProgress(hostedPageId);
        for (const delay of [0, ...delays]) {
          if (delay) await wait(delay);
          if (!mounted.current) return;
          const current = await queryClient.fetchQuery({ ...subscriptionQueryOptions(), staleTime: 0 });
          if (current.subscription) return settle('active');
        }
        settle(page.status === 'failed' ? 'failed' : 'pending', page.failureReason);
      } catch {
        settle('failed');
      }
    })();
  }, [hostedPageId, state, delays, queryClient, setParams]);

  return result;
}
