import { useEffect, useState } from "react";

/** `value`, but only after it has stopped changing for `delayMs`. */
export function useDebounce<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    setTimeout(() => setDebounced(value), delayMs);
  }, [value, delayMs]);

  return debounced;
}
