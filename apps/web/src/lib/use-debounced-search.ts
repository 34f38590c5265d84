import { useEffect, useState } from 'react';

/** 001 section 5: search fields debounce 350 ms (500 ms for unit search). */
export const SEARCH_DEBOUNCE_MS = 350;
export const UNIT_SEARCH_DEBOUNCE_MS = 500;

/**
 * The raw input value for the field and the trimmed, debounced value for the query. A change that
 * differs only by surrounding whitespace does not restart the search.
 */
export function useDebouncedSearch(initial = '', delayMs: number = SEARCH_DEBOUNCE_MS) {
  const [value, setValue] = useState(initial);
  const [debounced, setDebounced] = useState(initial.trim());
  const trimmed = value.trim();

  useEffect(() => {
    if (trimmed === debounced) return;
    const timer = setTimeout(() => setDebounced(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [trimmed, debounced, delayMs]);

  return { value, setValue, debounced } as const;
}
