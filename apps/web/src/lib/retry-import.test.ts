import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isModuleLoadError, retryImport } from './retry-import.ts';

describe('retryImport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failed import twice with a 1 s delay and then succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const result = retryImport(load);

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('module');
  });

  it('gives up after three attempts with a ModuleLoadError', async () => {
    const cause = new TypeError('offline');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(cause);
    const result = retryImport(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await result;
    expect(load).toHaveBeenCalledTimes(3);
    expect(isModuleLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(cause);
  });
});
