import { isRetryable } from "./errors";

export interface RetryOptions {
  retries: number;
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 3, minDelayMs: 250, maxDelayMs: 8000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delay in ms from a Retry-After header (delta-seconds or an HTTP-date), or undefined
 * when the error has no response (network errors) or no usable header.
 */
export function parseRetryAfter(err: { response?: Response }, now: number = Date.now()): number | undefined {
  const value = err.response?.headers.get("retry-after");
  if (value == null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function backoff(attempt: number, opts: RetryOptions): number {
  const exp = opts.minDelayMs * 2 ** attempt;
  const jitter = Math.random() * opts.minDelayMs;
  return Math.min(opts.maxDelayMs, exp + jitter);
}

export async function withRetry<T>(fn: () => Promise<T>, options: Partial<RetryOptions> = {}): Promise<T> {
  const opts = { ...DEFAULT_RETRY, ...options };
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= opts.retries || !isRetryable(err)) throw err;
      const hinted = parseRetryAfter(err as { response?: Response });
      await sleep(Math.min(opts.maxDelayMs, hinted ?? backoff(attempt, opts)));
    }
  }
}
