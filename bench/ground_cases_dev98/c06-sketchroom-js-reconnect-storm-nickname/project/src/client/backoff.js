// Reconnect delays for the whiteboard socket.

export const DEFAULTS = { base: 250, cap: 30_000 };

/**
 * Full-jitter exponential backoff: a random delay in [0, min(cap, base * 2^attempt)).
 * attempt 0 is the first retry after a drop.
 */
export function computeDelay(attempt, { base = DEFAULTS.base, cap = DEFAULTS.cap, random = Math.random } = {}) {
  const ceiling = Math.min(cap, base * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/** Close codes after which retrying cannot help. */
const FATAL_CODES = new Set([
  1000, // we closed it on purpose
  1008, // policy violation
  4400, // missing room or user
  4401, // not signed in
  4403, // not allowed in this room
]);

export function shouldRetry(code) {
  return !FATAL_CODES.has(code);
}

/** Human-readable "reconnecting in 3 s" for the status pill. */
export function describeDelay(ms) {
  if (ms < 1000) return "正在重连…";
  return `${Math.round(ms / 1000)} 秒后重连`;
}
