import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

async function query<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await pool.query(sql, params);
  return res.rows as T[];
}

async function one<T = any>(sql: string, params: unknown[] = []): Promise<T | null> {
  const rows = await query<T>(sql, params);
  return rows.length > 0 ? rows[0] : null;
}

async function exec(sql: string, params: unknown[] = []): Promise<number> {
  const res = await pool.query(sql, params);
  return res.rowCount ?? 0;
}

async function count(table: string, where = "", params: unknown[] = []): Promise<number> {
  const sql = `SELECT count(*)::int AS n FROM ${table}` + (where ? ` WHERE ${where}` : "");
  const rows = await query<{ n: number }>(sql, params);
  return rows[0].n;
}

export const db = { query, one, exec, count };

export async function close(): Promise<void> {
  await pool.end();
}
