import { TrackApiError } from "./client";

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function retryable(err: unknown): err is TrackApiError {
  return err instanceof TrackApiError && (err.status === 429 || err.status >= 500);
}

/** Delay before attempt `attempt` (1-based), honouring Retry-After seconds when given. */
export function backoff(attempt: number, retryAfter: string | null, base: number, max: number): number {
  const seconds = retryAfter !== null ? Number(retryAfter) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, max);
  const exp = base * 2 ** (attempt - 1);
  return Math.min(exp + Math.random() * base, max);
}

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const { retries = 3, baseDelayMs = 300, maxDelayMs = 8_000, sleep = defaultSleep } = opts;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!retryable(err) || attempt > retries) throw err;
      await sleep(backoff(attempt, err.retryAfter, baseDelayMs, maxDelayMs));
    }
  }
}
