import { useEffect, useRef, useState } from "react";

/** Returns `value` once it has stopped changing for `delay` milliseconds. */
export function useDebounce<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return debounced;
}

/** Calls `fn` at most once every `ms` milliseconds (leading edge). */
export function useThrottle<T extends unknown[]>(fn: (...args: T) => void, ms: number) {
  const last = useRef(0);
  return (...args: T) => {
    const now = Date.now();
    if (now - last.current >= ms) {
      last.current = now;
      fn(...args);
    }
  };
}
