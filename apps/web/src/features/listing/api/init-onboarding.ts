import type { OnboardingState } from '@host-portal/contracts/onboarding';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';

export const initOnboarding = () => api.post<OnboardingState>('/api/app/user/init-onboarding');

/**
 * Records, once, that the host started onboarding (the server keeps the first time and ignores
 * repeats). Called when an onboarding flow opens; a failure only loses that record, so it is silent.
 */
export function useInitOnboarding(active: boolean) {
  const { mutate, isIdle } = useMutation({ mutationFn: initOnboarding });
  useEffect(() => {
    if (active && isIdle) mutate();
  }, [active, isIdle, mutate]);
}
