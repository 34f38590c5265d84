import { useEffect } from 'react';

/** 001 section 4 and 9: reload on tab visibility change after 12 hours of tab life. */
export const RELOAD_AFTER_MS = 43_200_000;

export const shouldReload = (loadedAt: number, now: number) => now - loadedAt > RELOAD_AFTER_MS;

const loadedAt = Date.now();

export function useReloadAfterIdle(): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible' && shouldReload(loadedAt, Date.now())) {
        window.location.reload();
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
