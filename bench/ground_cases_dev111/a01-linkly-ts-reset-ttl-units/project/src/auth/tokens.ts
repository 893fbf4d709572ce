import { randomBytes, createHash } from "node:crypto";
import { config } from "../config.js";

export interface ResetToken {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const store = new Map<string, ResetToken>();

function hash(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

export function createResetToken(userId: string): string {
  const raw = randomBytes(32).toString("base64url");
  const now = Date.now();
  store.set(hash(raw), {
    userId,
    tokenHash: hash(raw),
    expiresAt: new Date(now + config.resetTtlSeconds),
    usedAt: null,
  });
  return raw;
}

export function findResetToken(raw: string): ResetToken | undefined {
  return store.get(hash(raw));
}

export function isResetTokenValid(token: ResetToken | undefined): token is ResetToken {
  if (!token || token.usedAt) return false;
  return token.expiresAt.getTime() > Date.now();
}

export function consumeResetToken(raw: string): string | null {
  const token = findResetToken(raw);
  if (!isResetTokenValid(token)) return null;
  token.usedAt = new Date();
  return token.userId;
}

export function purgeExpired(): number {
  let removed = 0;
  for (const [key, token] of store) {
    if (token.usedAt || token.expiresAt.getTime() <= Date.now()) {
      store.delete(key);
      removed++;
    }
  }
  return removed;
}
