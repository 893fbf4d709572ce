import { useEffect, useRef, useState } from "react";

/**
 * Returns `value`, but updates at most once per `delayMs` while it keeps changing,
 * so effects that depend on it don't run on every keystroke.
 *
 * Usage:
 *
 *   const [query, setQuery] = useState("");
 *   const debouncedQuery = useDebounce(query, 300);
 *   useEffect(() => { fetchResults(debouncedQuery); }, [debouncedQuery]);
 *
 * The input stays bound to `query` so typing never lags; only the effect
 * waits for the debounced value.
 */
export function useDebounce<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  const lastRun = useRef(0);

  useEffect(() => {
    const now = Date.now();
    if (now - lastRun.current >= delayMs) {
      lastRun.current = now;
      setDebounced(value);
    }
  }, [value, delayMs]);

  return debounced;
}

export default useDebounce;
