import { useEffect, useMemo } from "react";

type Fn<A extends unknown[]> = (...args: A) => void;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

export function debounce<A extends unknown[]>(fn: Fn<A>, delay: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = ((...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delay);
  }) as Debounced<A>;
  wrapped.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return wrapped;
}

/** A debounced version of `fn` that stays the same between renders. */
export function useDebouncedCallback<A extends unknown[]>(fn: Fn<A>, delay = 300): Debounced<A> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const debounced = useMemo(() => debounce(fn, delay), [delay]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
