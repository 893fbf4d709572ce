import { useEffect, useRef, useState } from 'react';

/**
 * `value`, but only after it has stopped changing for `delay` ms.
 * The first render returns the initial value right away.
 */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    if (Object.is(value, debounced)) {
      return undefined;
    }
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, delay]);

  return debounced;
}

/** Same as `useDebouncedValue` for strings, trimmed so that trailing spaces don't refetch. */
export function useDebouncedQuery(query: string, delay = 300): string {
  return useDebouncedValue(query.trim(), delay);
}

/** `fn`, called at most once per `delay` ms of quiet; the last call wins. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay = 300) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return (...args: A) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => fn(...args), delay);
  };
}

export default useDebouncedValue;
