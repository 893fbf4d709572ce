import pg from "pg";
import { config } from "./config.js";

const pool = new pg.Pool({ connectionString: config.databaseUrl });

type User = { id: string; email: string; passwordHash: string | null };
type ResetRow = { tokenHash: string; expiresAt: Date };

export const db = {
  users: {
    async findByEmail(email: string): Promise<User | null> {
      const r = await pool.query("select id, email, password_hash from users where email = $1", [email]);
      return r.rows[0] ? { id: r.rows[0].id, email: r.rows[0].email, passwordHash: r.rows[0].password_hash } : null;
    },
    async setPassword(id: string, hash: string): Promise<void> {
      await pool.query("update users set password_hash = $2, updated_at = now() where id = $1", [id, hash]);
    },
  },
  resets: {
    async upsert(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await pool.query(
        `insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, $3)
         on conflict (user_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
        [userId, tokenHash, expiresAt],
      );
    },
    async find(userId: string): Promise<ResetRow | null> {
      const r = await pool.query("select token_hash, expires_at from password_resets where user_id = $1", [userId]);
      return r.rows[0] ? { tokenHash: r.rows[0].token_hash, expiresAt: r.rows[0].expires_at } : null;
    },
    async remove(userId: string): Promise<void> {
      await pool.query("delete from password_resets where user_id = $1", [userId]);
    },
  },
  sessions: {
    async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await pool.query("insert into sessions (user_id, token_hash, expires_at) values ($1, $2, $3)", [userId, tokenHash, expiresAt]);
    },
  },
};
