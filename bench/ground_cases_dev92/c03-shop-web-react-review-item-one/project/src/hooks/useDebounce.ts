import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Returns `value` after it has stopped changing for `delay` ms.
 * Used by the search box and the cart quantity inputs.
 */
export function useDebounce<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return debounced;
}

/** Debounced version of `fn`; the latest `fn` is always called. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay = 300) {
  const fnRef = useRef(fn);
  const timerRef = useRef<number>();

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  return useCallback(
    (...args: A) => {
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(() => fnRef.current(...args), delay);
    },
    [delay],
  );
}
