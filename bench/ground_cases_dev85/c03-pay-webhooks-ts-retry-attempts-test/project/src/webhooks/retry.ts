export interface RetryOptions {
  maxAttempts: number; // including the first attempt
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxAttempts: 5, baseDelayMs: 2_000, maxDelayMs: 300_000 };

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AttemptResult {
  attempt: number;
  status?: number; // undefined: network error or timeout
}

export interface RetryLog {
  ok: boolean;
  attempts: AttemptResult[];
}

/** Delay after the given (1-based) failed attempt: base * 2^(attempt-1), capped. */
export function backoffDelay(attempt: number, opts: RetryOptions): number {
  return Math.min(opts.baseDelayMs * 2 ** (attempt - 1), opts.maxDelayMs);
}

export function isRetryable(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 429 || status >= 500;
}

export async function withRetry(
  send: () => Promise<number>,
  opts: RetryOptions = DEFAULT_RETRY,
  sleep: Sleep = realSleep,
): Promise<RetryLog> {
  const attempts: AttemptResult[] = [];
  let attempt = 0;
  while (attempt <= opts.maxAttempts) {
    attempt++;
    let status: number | undefined;
    try {
      status = await send();
    } catch {
      status = undefined;
    }
    attempts.push({ attempt, status });
    if (status !== undefined && status >= 200 && status < 300) return { ok: true, attempts };
    if (!isRetryable(status)) break;
    if (attempt <= opts.maxAttempts) await sleep(backoffDelay(attempt, opts));
  }
  return { ok: false, attempts };
}
