import { useEffect, useState } from "react";

/** Returns `value` once it has stopped changing for `delayMs`. */
export function useDebounce<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const serialized = JSON.stringify(value);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // value is compared by its JSON so a new object with the same fields does not restart the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized, delayMs]);

  return settled;
}

export const DEFAULT_DEBOUNCE_MS = 300;

export function clampDelay(ms: number): number {
  if (Number.isNaN(ms) || ms < 0) return 0;
  if (ms > 2000) return 2000;
  return Math.round(ms);
}

export function isTyping<T>(value: T, settled: T): boolean {
  return JSON.stringify(value) !== JSON.stringify(settled);
}

export function describeDelay(ms: number): string {
  return ms === 0 ? "instant" : `${ms} ms`;
}
