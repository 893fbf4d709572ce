"use strict";

const logger = require("../logger");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Network errors, timeouts and HTTP errors from the provider are worth another try.
function isRetryable(err) {
  if (err.name === "AbortError" || err.name === "TimeoutError") {
    return true;
  }
  if (typeof err.status === "number") {
    return err.status >= 400;
  }
  return err.code === "ECONNRESET" || err.code === "ECONNREFUSED" || err.code === "ETIMEDOUT";
}

async function withRetry(fn, { attempts, baseDelayMs, label = "operation" }) {
  let lastErr;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn();
    } catch (err) {
      lastErr = err;
      if (attempt === attempts || !isRetryable(err)) {
        throw err;
      }
      const delay = baseDelayMs * 2 ** (attempt - 1) + Math.floor(Math.random() * 100);
      logger.warn({ err: err.message, attempt, delay }, `${label} failed, retrying in ${delay}ms`);
      await sleep(delay);
    }
  }
  throw lastErr;
}

module.exports = { withRetry, isRetryable };
