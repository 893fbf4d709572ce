import { useEffect, useState } from "react";

/**
 * The value, but only after it has stopped changing for `delay` ms.
 * Used by the search box so we don't hit /api/products on every key.
 */
export function useDebounce<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);

  return debounced;
}

/** Same idea for callbacks (kept for the old filter panel). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delay = 300) {
  let id: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    if (id) clearTimeout(id);
    id = setTimeout(() => fn(...args), delay);
  };
}
