import { getCurrentScope, onScopeDispose } from 'vue';

export interface DebouncedFn<A extends unknown[]> {
  (...args: A): void;
  /** Drop the pending call, if any. */
  cancel: () => void;
  /** Run the pending call now, if any. */
  flush: () => void;
}

/**
 * Debounce `fn`: calls made less than `delay` ms apart collapse into one call with
 * the last arguments. The pending call is dropped when the component unmounts.
 */
export function useDebounceFn<A extends unknown[]>(fn: (...args: A) => void, delay = 300): DebouncedFn<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };

  const flush = () => {
    if (lastArgs === undefined) return;
    const args = lastArgs;
    cancel();
    fn(...args);
  };

  const debounced = ((...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, delay);
  }) as DebouncedFn<A>;
  debounced.cancel = cancel;
  debounced.flush = flush;

  if (getCurrentScope()) onScopeDispose(cancel);
  return debounced;
}
