import { describe, expect, it } from 'vitest';
import { RELOAD_AFTER_MS, shouldReload } from './reload-after-idle.ts';

describe('shouldReload', () => {
  it('reloads only after more than 12 hours (43,200,000 ms) of tab life', () => {
    expect(RELOAD_AFTER_MS).toBe(43_200_000);
    expect(shouldReload(0, 43_200_000)).toBe(false);
    expect(shouldReload(0, 43_200_001)).toBe(true);
    expect(shouldReload(1_000, 2_000)).toBe(false);
  });
});
