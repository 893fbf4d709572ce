import pg from "pg";

import { config } from "./config.js";

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export interface DigestUser {
  id: string;
  email: string;
  displayName: string;
  digestEnabled: boolean;
}

export interface DigestItem {
  id: string;
  title: string;
  boardName: string;
  createdAt: Date;
}

export async function loadUser(userId: string): Promise<DigestUser | null> {
  const { rows } = await pool.query(
    `SELECT id, email, display_name AS "displayName", digest_enabled AS "digestEnabled"
       FROM users WHERE id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  return rows[0] ?? null;
}

// Cards created on the JST day before digestDate that the user has not opened yet.
export async function listUnreadFor(userId: string, digestDate: string): Promise<DigestItem[]> {
  const { rows } = await pool.query(
    `SELECT c.id, c.title, b.name AS "boardName", c.created_at AS "createdAt"
       FROM cards c
       JOIN boards b ON b.id = c.board_id
       JOIN board_members m ON m.board_id = b.id AND m.user_id = $1
      WHERE c.created_at >= ($2::date - 1)::timestamp AT TIME ZONE 'Asia/Tokyo'
        AND c.created_at <  $2::date::timestamp AT TIME ZONE 'Asia/Tokyo'
        AND NOT EXISTS (SELECT 1 FROM card_reads r WHERE r.card_id = c.id AND r.user_id = $1)
      ORDER BY b.name, c.created_at
      LIMIT 50`,
    [userId, digestDate],
  );
  return rows;
}

export async function hasSentDigest(userId: string): Promise<boolean> {
  const { rows } = await pool.query(
    "SELECT 1 FROM digest_log WHERE user_id = $1 AND sent_on = CURRENT_DATE",
    [userId],
  );
  return rows.length > 0;
}

export async function markDigestSent(userId: string, digestDate: string): Promise<void> {
  await pool.query(
    "INSERT INTO digest_log (user_id, sent_on) VALUES ($1, $2) ON CONFLICT (user_id, sent_on) DO NOTHING",
    [userId, digestDate],
  );
}

export async function listDigestUsers(): Promise<string[]> {
  const { rows } = await pool.query("SELECT id FROM users WHERE digest_enabled AND deleted_at IS NULL ORDER BY id");
  return rows.map((r: { id: string }) => r.id);
}

export async function closePool(): Promise<void> {
  await pool.end();
}
