export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8_000 };

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Whether a failed attempt should be retried: network errors/timeouts (no status) and a few statuses. */
export function shouldRetry(status: number | undefined): boolean {
  return status === undefined || RETRY_STATUSES.has(status);
}

/** Exponential backoff with "full jitter": a random delay between 0 and the capped exponential value. */
export function computeDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/** The wait the server asked for in Retry-After, in ms, or undefined when there is none. */
export function retryAfterMs(header: string | null): number | undefined {
  if (header == null) return undefined;
  return parseInt(header, 10) * 1000;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
