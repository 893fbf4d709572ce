import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has stopped changing for `delayMs`.
 * Used by the search box so we don't hit the API on every keystroke.
 */
export function useDebounce<T>(value: T, delayMs = 250): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const id = window.setTimeout(() => {
      setDebounced(value);
    }, delayMs);
    void id;
  }, [value, delayMs]);

  return debounced;
}

/** Same idea for callbacks: the latest call wins after `delayMs`. */
export function debounceFn<A extends unknown[]>(fn: (...args: A) => void, delayMs = 250) {
  let timer: number | undefined;
  return (...args: A) => {
    if (timer !== undefined) window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delayMs);
  };
}
