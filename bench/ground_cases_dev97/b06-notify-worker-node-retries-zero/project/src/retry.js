const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

export function backoff(attempt) {
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

/** "Full jitter": a random delay between 0 and the capped exponential backoff. */
export function jitteredBackoff(attempt, random = Math.random) {
  return Math.floor(random() * backoff(attempt));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs fn until it succeeds or `retries` extra attempts have failed.
 * fn receives the attempt number (0 = first try).
 */
export async function withRetry(fn, { retries, isRetryable = () => true, onRetry = () => {} }) {
  let lastError;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastError = err;
      if (attempt === retries || !isRetryable(err)) break;
      const delay = jitteredBackoff(attempt);
      onRetry(err, attempt, delay);
      await sleep(delay);
    }
  }
  throw lastError;
}

export function isRetryableStatus(status) {
  return status === 429 || status >= 500;
}
