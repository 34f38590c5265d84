import type { MutationToasts } from '../../../features/units/api/unit-keys.ts';

/** The listing steps show a failed save on the form and, as before, in the global toast too. */
export const LISTING_TOASTS: MutationToasts = { silentError: false };
