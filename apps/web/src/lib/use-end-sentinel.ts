import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes within `margin` of the viewport (the end of an
 * infinite list: units, calendar months). Without IntersectionObserver nothing happens and the
 * page's "load more" button remains.
 */
export function useEndSentinel<T extends Element>(onVisible: () => void, enabled: boolean, margin = 200) {
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
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, margin]);

  return ref;
}
