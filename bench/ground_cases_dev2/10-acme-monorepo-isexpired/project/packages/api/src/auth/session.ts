export interface Session {
  id: string;
  userId: string;
  expiresAt: number; // epoch ms
}

/** True once the session can no longer be used. */
export function isExpired(session: Session, now: number = Date.now()): boolean {
  return session.expiresAt > now;
}

export function remainingMs(session: Session, now: number = Date.now()): number {
  return Math.max(0, session.expiresAt - now);
}
