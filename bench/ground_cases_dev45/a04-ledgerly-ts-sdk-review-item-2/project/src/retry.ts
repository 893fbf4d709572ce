import { ApiError } from "./errors";

const RETRY_STATUS = new Set([429, 500, 502, 503, 504]);

export interface RetryOptions {
  retries: number;
  method: string;
  baseDelayMs?: number;
}

function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || (err as { code?: string })?.code === "ECONNRESET";
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions): Promise<T> {
  const base = opts.baseDelayMs ?? 250;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const status = err instanceof ApiError ? err.status : undefined;
      const retryable = isNetworkError(err) || (status !== undefined && RETRY_STATUS.has(status));
      if (!retryable || attempt >= opts.retries) throw err;
      const retryAfter = err instanceof ApiError ? err.retryAfterMs : undefined;
      await delay(retryAfter ?? base * 2 ** attempt);
    }
  }
}
