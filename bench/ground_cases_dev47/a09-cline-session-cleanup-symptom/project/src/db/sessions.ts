import { randomBytes } from "node:crypto";
import { pool } from "./pool";

export interface Session {
  id: string;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  rememberMe: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Short sessions last a day; "remember me" sessions 30 days from login. */
export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? 30 * DAY_MS : DAY_MS;
}

export async function createSession(userId: number, rememberMe: boolean): Promise<Session> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(rememberMe));
  const { rows } = await pool.query(
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at, remember_me)
     VALUES ($1, $2, now(), now(), $3, $4)
     RETURNING id, user_id AS "userId", created_at AS "createdAt", last_seen_at AS "lastSeenAt",
               expires_at AS "expiresAt", remember_me AS "rememberMe"`,
    [id, userId, expiresAt, rememberMe],
  );
  return rows[0];
}

/** Valid session for a cookie value, bumping last_seen_at; null when unknown or expired. */
export async function touchSession(id: string): Promise<Session | null> {
  const { rows } = await pool.query(
    `UPDATE sessions SET last_seen_at = now()
     WHERE id = $1 AND expires_at > now()
     RETURNING id, user_id AS "userId", created_at AS "createdAt", last_seen_at AS "lastSeenAt",
               expires_at AS "expiresAt", remember_me AS "rememberMe"`,
    [id],
  );
  return rows[0] ?? null;
}

export async function deleteSession(id: string): Promise<void> {
  await pool.query("DELETE FROM sessions WHERE id = $1", [id]);
}
