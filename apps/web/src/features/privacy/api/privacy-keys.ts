/** Query keys of the privacy area; every query and change goes through these. */
export const privacyKeys = {
  all: ['privacy'] as const,
  erasure: () => [...privacyKeys.all, 'erasure'] as const,
};
