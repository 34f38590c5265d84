import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from './use-debounced-search.ts';

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('publishes the trimmed value 350 ms after the last change', () => {
    const { result } = renderHook(() => useDebouncedSearch());
    act(() => result.current.setValue('sea'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setValue('sea view '));
    act(() => vi.advanceTimersByTime(349));
    expect(result.current.value).toBe('sea view ');
    expect(result.current.debounced).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.debounced).toBe('sea view');
  });

  it('ignores changes that differ only by surrounding whitespace', () => {
    const { result } = renderHook(() => useDebouncedSearch('villa'));
    expect(result.current.debounced).toBe('villa');
    act(() => result.current.setValue('  villa  '));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.debounced).toBe('villa');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels a pending search when the input returns to the current query', () => {
    const { result } = renderHook(() => useDebouncedSearch('villa'));
    act(() => result.current.setValue('villas'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.setValue('villa '));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.debounced).toBe('villa');
  });

  it('clears the query when the input is emptied', () => {
    const { result } = renderHook(() => useDebouncedSearch('villa'));
    act(() => result.current.setValue('   '));
    act(() => vi.advanceTimersByTime(350));
    expect(result.current.debounced).toBe('');
  });
});
