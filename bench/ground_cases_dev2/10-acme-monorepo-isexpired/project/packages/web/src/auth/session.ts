import type { StoredSession } from "./storage";

/** The browser copy of the session is stale once its expiry has passed. */
export function isExpired(s: StoredSession, now: number = Date.now()): boolean {
  return s.expiresAt <= now;
}
