import crypto from "node:crypto";

import { config } from "./config.js";
import { db } from "./db.js";

function toDate(value) {
  return value instanceof Date ? value : new Date(value);
}

function fromRow(row) {
  return row && { ...row, remember: Boolean(row.remember), created_at: toDate(row.created_at), expires_at: toDate(row.expires_at) };
}

/** What the settings page may see of a session: never the id itself. */
export function publicView(session, currentId) {
  return {
    device: session.user_agent || "Unknown device",
    ip: session.ip,
    created_at: session.created_at.toISOString(),
    expires_at: session.expires_at.toISOString(),
    remember: session.remember,
    current: session.id === currentId,
  };
}

export function newSessionId() {
  return crypto.randomBytes(32).toString("base64url");
}

/** Lifetime of a session in milliseconds. */
function ttlFor(remember) {
  return remember ? config.rememberDays * 24 * 60 * 60 : config.sessionTtlMs;
}

export async function createSession(userId, { remember = false, userAgent = "", ip = "" } = {}) {
  const now = Date.now();
  const session = {
    id: newSessionId(),
    user_id: userId,
    remember,
    created_at: new Date(now),
    expires_at: new Date(now + ttlFor(remember)),
    user_agent: userAgent.slice(0, 200),
    ip,
  };
  await db("sessions").insert(session);
  return session;
}

export async function findSession(id) {
  if (!id) return null;
  return fromRow(await db("sessions").where({ id }).first());
}

/** Sliding expiry: push expires_at out again once less than half the lifetime is left. */
export async function touchSession(session) {
  const ttl = ttlFor(session.remember);
  const left = session.expires_at.getTime() - Date.now();
  if (left >= ttl * config.slidingRefresh) return session;
  const expires_at = new Date(Date.now() + ttl);
  await db("sessions").where({ id: session.id }).update({ expires_at });
  return { ...session, expires_at };
}

export async function listForUser(userId) {
  const rows = await db("sessions").where({ user_id: userId }).andWhere("expires_at", ">", new Date()).orderBy([
    { column: "created_at", order: "desc" },
    { column: "id", order: "desc" },
  ]);
  return rows.map(fromRow);
}

export async function destroySession(id) {
  await db("sessions").where({ id }).delete();
}

export async function destroyAllForUser(userId) {
  return db("sessions").where({ user_id: userId }).delete();
}
