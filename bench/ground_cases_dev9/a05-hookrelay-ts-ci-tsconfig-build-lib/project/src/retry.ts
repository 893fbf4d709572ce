const RETRYABLE: Record<number, true> = { 408: true, 425: true, 429: true, 500: true, 502: true, 503: true, 504: true };

export function isRetryable(status: number): boolean {
  return Object.hasOwn(RETRYABLE, status);
}

/** Full-jitter-ish exponential backoff in ms: attempt 1 -> 250..500, 2 -> 500..1000, ... */
export function backoff(attempt: number, base = 500, cap = 30_000): number {
  const exp = Math.min(cap, base * 2 ** (attempt - 1));
  return Math.round(exp / 2 + Math.random() * (exp / 2));
}
