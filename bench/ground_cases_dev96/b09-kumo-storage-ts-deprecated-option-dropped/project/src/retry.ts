/** Statuses worth retrying: rate limits and server errors. */
export function shouldRetry(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/**
 * How long to wait before retry number `attempt` (0-based): the server's Retry-After
 * when it sent one, otherwise a random wait up to an exponential cap (500 ms, 1 s, 2 s ...
 * at most 8 s), so that clients that failed together do not retry together.
 */
export function backoff(attempt: number, retryAfter?: string | null, random: () => number = Math.random): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) {
      return Math.min(seconds * 1000, MAX_DELAY_MS);
    }
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) {
      return Math.min(Math.max(0, date - Date.now()), MAX_DELAY_MS);
    }
  }
  // "full jitter": a random wait between 0 and the exponential cap
  return Math.floor(random() * Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}
