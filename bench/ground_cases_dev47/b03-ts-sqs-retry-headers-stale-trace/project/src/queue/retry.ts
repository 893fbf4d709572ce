import type { QueueMessage } from "./types";
import { config } from "../config";
import { logger } from "../logger";

const BASE_BACKOFF_MS = 500;
/** Upper bound for one delay; RETRY_MAX_BACKOFF_MS overrides it (prod: 10 minutes). */
const maxBackoffMs = (): number => config.retryMaxBackoffMs;
export const MAX_ATTEMPTS = 8;

export interface RetryDecision {
  retry: boolean;
  delayMs: number;
  attempt: number;
}

function jitter(ms: number): number {
  return Math.round(ms * (0.8 + Math.random() * 0.4));
}

/**
 * Decide whether a failed message goes back on the queue and after how long.
 * The attempt counter travels in the `attempts` header set by the producer.
 */
export function computeBackoff(msg: QueueMessage, err: unknown): RetryDecision {
  if (isPermanent(err)) {
    logger.warn({ id: msg.id, err }, "permanent failure, not retrying");
    return { retry: false, delayMs: 0, attempt: 0 };
  }
  const attempt = Number(msg.headers.attempts ?? 0) + 1;
  if (attempt > MAX_ATTEMPTS) {
    return { retry: false, delayMs: 0, attempt };
  }
  const delayMs = Math.min(maxBackoffMs(), BASE_BACKOFF_MS * 2 ** (attempt - 1));
  return { retry: true, delayMs: jitter(delayMs), attempt };
}

export function isPermanent(err: unknown): boolean {
  if (err instanceof Error && "status" in err) {
    const status = (err as Error & { status: number }).status;
    return status >= 400 && status < 500 && status !== 429;
  }
  return false;
}

export function nextHeaders(msg: QueueMessage, attempt: number): Record<string, string> {
  return { ...(msg.headers ?? {}), attempts: String(attempt) };
}
