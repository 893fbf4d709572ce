import { useEffect, useState } from "react";

/**
 * The value, updated only after it has stopped changing for `delayMs`.
 * Typing "abc" quickly gives one update with "abc" instead of three.
 */
export function useDebounce<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return debounced;
}

/** True while `value` has changed but the debounced copy has not caught up. */
export function useIsPending<T>(value: T, debounced: T): boolean {
  return !Object.is(value, debounced);
}

export const DEFAULT_DEBOUNCE_MS = 300;

export function clampDelay(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) {
    return DEFAULT_DEBOUNCE_MS;
  }
  return Math.min(ms, 2000);
}
