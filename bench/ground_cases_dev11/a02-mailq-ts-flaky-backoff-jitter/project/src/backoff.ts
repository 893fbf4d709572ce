export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Fraction of the delay used as random jitter, 0..1. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000, jitter: 0.2 };

/**
 * Delay before retry number `attempt` (1-based): exponential from baseMs, capped at
 * maxMs, with +/- jitter so a burst of failures does not retry in lockstep.
 */
export function computeBackoff(
  attempt: number,
  opts: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  if (attempt < 1) throw new RangeError(`attempt must be >= 1, got ${attempt}`);
  const exp = opts.baseMs * 2 ** (attempt - 1);
  const capped = Math.min(exp, opts.maxMs);
  const spread = capped * opts.jitter;
  const delay = capped + (random() * 2 - 1) * spread;
  return Math.max(0, Math.round(delay));
}
