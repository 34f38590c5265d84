/** Query keys of the guest-profile area; every query and update goes through these. */
export const guestProfileKeys = {
  all: ['guest-profile'] as const,
  preferences: () => [...guestProfileKeys.all, 'preferences'] as const,
};

export const GUEST_PREFERENCES_PATH = '/api/app/user/guest-preferences';
