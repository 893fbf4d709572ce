import argon2 from "argon2";
import { config } from "../config.js";
import { db } from "../db.js";
import { newToken } from "./tokens.js";

export async function login(email: string, password: string) {
  const user = await db.users.findByEmail(email.trim().toLowerCase());
  if (!user || !user.passwordHash) return null;
  if (!(await argon2.verify(user.passwordHash, password))) return null;
  const { raw, hash } = newToken();
  const expiresAt = new Date(Date.now() + config.sessionTtlHours * 3600 * 1000);
  await db.sessions.create(user.id, hash, expiresAt);
  return { token: raw, expiresAt: expiresAt.toISOString() };
}
