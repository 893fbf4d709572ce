"use strict";

/**
 * Call fn until it succeeds or `retries` extra attempts have failed.
 * Waits baseDelayMs, then twice that, and so on between attempts.
 */
async function withRetry(fn, retries = 0, baseDelayMs = 500) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= retries) throw err;
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** attempt));
    }
  }
}

module.exports = { withRetry };
