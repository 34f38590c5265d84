import { useEffect, useState } from 'react';

/** Small jitters (rubber-band scrolling, address bar resizes) must not toggle the bar. */
const SCROLL_THRESHOLD_PX = 8;

/** The bottom bar hides while scrolling down and shows again on scroll up (001 section 2). */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // read at the first scroll, not at mount: reading scrollY while the page is being built forces
    // a layout of the whole first screen
    let last: number | null = null;
    const onScroll = () => {
      const y = window.scrollY;
      last ??= y;
      if (Math.abs(y - last) < SCROLL_THRESHOLD_PX) return;
      setHidden(y > last && y > 0);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
