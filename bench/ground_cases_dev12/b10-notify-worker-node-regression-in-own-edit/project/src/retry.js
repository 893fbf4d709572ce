'use strict';

class RetryError extends Error {
  constructor(message, cause, attempts) {
    super(message);
    this.name = 'RetryError';
    this.cause = cause;
    this.attempts = attempts;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** FCM の一時エラー (429 / 5xx / ネットワーク) だけリトライする */
function isRetryable(err) {
  if (err.code === 'ECONNRESET' || err.code === 'ETIMEDOUT') return true;
  const status = err.status ?? err.response?.status;
  return status === 429 || (status >= 500 && status < 600);
}

/**
 * fn を最大 maxAttempts 回まで実行する。失敗したら指数バックオフで待ってリトライ。
 * fn には何回目の試行か (1 始まり) が渡される。
 */
async function withRetry(
  fn,
  { maxAttempts = 3, baseDelayMs = 500, jitter = 0.2, onRetry, sleepFn = sleep, random = Math.random } = {},
) {
  let lastError;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastError = err;
      // 最後の試行のあとは待たずに抜ける
      if (!isRetryable(err) || attempt >= maxAttempts - 1) break;
      const base = baseDelayMs * 2 ** (attempt - 1);
      const delay = Math.round(base * (1 - jitter + random() * 2 * jitter));
      if (onRetry) onRetry(err, attempt, delay);
      await sleepFn(delay);
    }
  }
  throw new RetryError(`giving up after ${maxAttempts} attempts`, lastError, maxAttempts);
}

module.exports = { withRetry, isRetryable, RetryError, sleep };
