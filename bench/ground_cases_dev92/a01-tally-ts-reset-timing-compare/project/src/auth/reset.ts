import argon2 from "argon2";
import { config } from "../config.js";
import { db } from "../db.js";
import { sendMail } from "../mail.js";
import { isExpired, newToken, verifyToken } from "./tokens.js";

export async function requestReset(email: string): Promise<void> {
  const user = await db.users.findByEmail(email.trim().toLowerCase());
  if (!user) return; // do not reveal which emails exist
  const { raw, hash } = newToken();
  const expiresAt = new Date(Date.now() + config.resetTtlMinutes * 60 * 1000);
  await db.resets.upsert(user.id, hash, expiresAt);
  const link = `${config.appUrl}/reset?uid=${user.id}&token=${raw}`;
  await sendMail(user.email, "Reset your Tally password", `Open this link to choose a new password: ${link}`);
}

export async function completeReset(userId: string, raw: string, password: string): Promise<"ok" | "invalid" | "expired"> {
  const row = await db.resets.find(userId);
  if (!row || !verifyToken(raw, row.tokenHash)) return "invalid";
  if (isExpired(row.expiresAt)) return "expired";
  const passwordHash = await argon2.hash(password);
  await db.users.setPassword(userId, passwordHash);
  await db.resets.remove(userId);
  return "ok";
}
