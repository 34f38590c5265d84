import type { ImpersonationSession, StartImpersonationBody } from '@host-portal/contracts/impersonation';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const startImpersonation = (body: StartImpersonationBody) =>
  api.post<ImpersonationSession>('/api/staff/impersonations', body, { auth: true });

/** Starts a session; the caller then reloads the app as the host (lib/impersonation.ts). */
export const useStartImpersonation = () =>
  useMutation({ mutationFn: startImpersonation, meta: { silentError: true } });
