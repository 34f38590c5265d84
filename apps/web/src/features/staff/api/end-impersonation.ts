import type { ImpersonationSession } from '@host-portal/contracts/impersonation';
import { api } from '../../../lib/api-client.ts';

/** Ends the staff member's session (a staff call: made as staff, never as the host). */
export const endImpersonation = (id: string) =>
  api.post<ImpersonationSession>(`/api/staff/impersonations/${encodeURIComponent(id)}/end`, undefined, {
    auth: true,
  });
