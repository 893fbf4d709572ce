import { createHash, randomBytes } from "node:crypto";

// Reset and invite tokens: the raw token goes out in the email link, only its hash is stored.

export function newToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashToken(raw) };
}

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw, "utf8").digest("hex");
}

export function verifyToken(raw: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const candidate = hashToken(raw);
  return candidate === storedHash;
}

export function isExpired(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() <= now.getTime();
}
