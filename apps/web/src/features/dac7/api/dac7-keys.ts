/** Query keys of the DAC7 report; every query goes through these. */
export const dac7Keys = {
  all: ['dac7'] as const,
  availability: () => [...dac7Keys.all, 'availability'] as const,
};
