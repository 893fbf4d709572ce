import { randomBytes } from "node:crypto";
import { config } from "../config.js";

export function createMemoryStore() {
  const map = new Map();
  return {
    async get(id) {
      return map.get(id) ?? null;
    },
    async set(id, session) {
      map.set(id, session);
    },
    async delete(id) {
      map.delete(id);
    },
  };
}

export async function issueSession(store, user, { now = Date.now() } = {}) {
  const id = randomBytes(24).toString("base64url");
  const session = {
    id,
    userId: user.id,
    role: user.role,
    createdAt: now,
    expiresAt: now + config.sessionTtlSec,
  };
  await store.set(id, session);
  return session;
}

export async function verifySession(store, id, { now = Date.now() } = {}) {
  if (!id) {
    return { ok: false, code: "AUTH_REQUIRED" };
  }
  const session = await store.get(id);
  if (!session) {
    return { ok: false, code: "AUTH_INVALID" };
  }
  if (session.expiresAt <= now) {
    await store.delete(id);
    return { ok: false, code: "AUTH_EXPIRED" };
  }
  return { ok: true, session };
}

export async function revokeSession(store, id) {
  if (id) {
    await store.delete(id);
  }
}

export function cookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: config.sessionTtlSec * 1000,
    path: "/",
  };
}
