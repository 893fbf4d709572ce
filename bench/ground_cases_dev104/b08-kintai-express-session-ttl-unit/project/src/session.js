import crypto from "node:crypto";
import { config } from "./config.js";
import { redis } from "./redis.js";

const PREFIX = "sess:";

function newId() {
  return crypto.randomBytes(24).toString("base64url");
}

export async function createSession(user) {
  const id = newId();
  const data = { userId: user.id, role: user.role, createdAt: Date.now() };
  await redis.set(PREFIX + id, JSON.stringify(data), { PX: config.sessionTtl });
  return id;
}

export async function loadSession(id) {
  if (!id) return null;
  const raw = await redis.get(PREFIX + id);
  return raw ? JSON.parse(raw) : null;
}

// Sliding expiry: every authenticated request extends the session.
export async function touchSession(id) {
  await redis.expire(PREFIX + id, config.sessionTtl);
}

export async function destroySession(id) {
  if (id) await redis.del(PREFIX + id);
}

export async function requireSession(req, res, next) {
  const id = req.cookies?.[config.cookieName];
  const session = await loadSession(id);
  if (!session) {
    return res.status(401).json({ error: "not_logged_in" });
  }
  await touchSession(id);
  req.session = session;
  req.sessionId = id;
  return next();
}
