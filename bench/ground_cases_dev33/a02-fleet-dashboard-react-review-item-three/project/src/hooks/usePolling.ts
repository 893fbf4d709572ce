import { useEffect, useRef, useState } from "react";

export const DEFAULT_POLL_MS = 10_000;

export interface PollState<T> {
  data: T | undefined;
  error: Error | undefined;
  lastUpdated: Date | undefined;
}

/**
 * Calls `fn` now and then every `delayMs` while the tab is visible.
 * The caller should pass a stable (memoized) `fn`.
 */
export function usePolling<T>(fn: () => Promise<T>, delayMs: number = DEFAULT_POLL_MS): PollState<T> {
  const [state, setState] = useState<PollState<T>>({
    data: undefined,
    error: undefined,
    lastUpdated: undefined,
  });
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const tick = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const data = await fn();
        if (alive.current) setState({ data, error: undefined, lastUpdated: new Date() });
      } catch (e) {
        if (alive.current) setState((s) => ({ ...s, error: e as Error }));
      }
    };
    void tick();
    const id = window.setInterval(tick, delayMs);
    return () => {
      alive.current = false;
      window.clearInterval(id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delayMs]);

  return state;
}
