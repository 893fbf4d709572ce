import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SECRET = process.env.HUDDLE_SECRET ?? "dev-secret";
const MAX_AGE_S = 12 * 60 * 60;

function sign(payload: string): string {
  return createHmac("sha256", SECRET).update(payload).digest("base64url");
}

/** Tokens are `<userId>.<issuedAt>.<signature>`, issued by the web app. */
export function issueToken(userId: string, issuedAt = Math.floor(Date.now() / 1000)): string {
  const payload = `${userId}.${issuedAt}`;
  return `${payload}.${sign(payload)}`;
}

export function verifyToken(token: string, now = Math.floor(Date.now() / 1000)): string | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId, issued, signature] = parts;
  const expected = Buffer.from(sign(`${userId}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = Number(issued);
  if (!Number.isFinite(issuedAt) || now - issuedAt > MAX_AGE_S) return null;
  return userId;
}

export function authenticate(req: IncomingMessage): string | null {
  const url = new URL(req.url ?? "/", "http://localhost");
  const token = url.searchParams.get("token");
  if (!token) return null;
  return verifyToken(token);
}
