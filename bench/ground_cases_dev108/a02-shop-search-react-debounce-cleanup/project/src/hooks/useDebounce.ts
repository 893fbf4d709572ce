import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The value, once it has stopped changing for `delayMs`.
 * Used by SearchBox (typing) and FilterPanel (price field).
 */
export function useDebounce<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    setTimeout(() => setDebounced(value), delayMs);
  }, [value, delayMs]);

  return debounced;
}

/** A callback that runs only after calls stop for `delayMs`. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs = 300) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  latest.current = fn;

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return useCallback((...args: A) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delayMs);
  }, [delayMs]);
}
