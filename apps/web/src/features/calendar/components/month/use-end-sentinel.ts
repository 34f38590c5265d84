import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls near the viewport (the end of the months).
 * Without IntersectionObserver nothing happens and the "show more" button remains.
 */
export function useEndSentinel<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
