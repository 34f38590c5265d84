import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });

describe('useHideOnScroll', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));

  it('hides on scrolling down, shows on scrolling up, ignores jitters', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);
    scrollTo(0);
    scrollTo(120);
    expect(result.current).toBe(true);
    scrollTo(116);
    expect(result.current).toBe(true);
    scrollTo(60);
    expect(result.current).toBe(false);
  });
});
