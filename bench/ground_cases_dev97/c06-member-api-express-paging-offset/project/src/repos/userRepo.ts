import { pool } from "../db";

export interface User {
  id: number;
  nickname: string;
  phone: string;
  level: number;
  createdAt: string;
}

export type UserSort = "created_asc" | "created_desc";

export const USER_SORTS: Record<UserSort, string> = {
  created_asc: "created_at ASC, id ASC",
  created_desc: "created_at DESC, id DESC",
};

interface ListOptions {
  keyword?: string;
  limit: number;
  offset: number;
  sort: UserSort;
}

const COLUMNS = "id, nickname, phone, level, created_at AS \"createdAt\"";

function where(keyword?: string): { sql: string; params: unknown[] } {
  if (!keyword) {
    return { sql: "", params: [] };
  }
  return { sql: "WHERE nickname ILIKE $1 OR phone LIKE $1", params: [`%${keyword}%`] };
}

export async function listUsers(opts: ListOptions): Promise<User[]> {
  const w = where(opts.keyword);
  const n = w.params.length;
  const { rows } = await pool.query<User>(
    `SELECT ${COLUMNS} FROM users ${w.sql} ORDER BY ${USER_SORTS[opts.sort]} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...w.params, opts.limit, opts.offset],
  );
  return rows;
}

export async function countUsers(keyword?: string): Promise<number> {
  const w = where(keyword);
  const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM users ${w.sql}`, w.params);
  return Number(rows[0].count);
}

export async function getUser(id: number): Promise<User | null> {
  const { rows } = await pool.query<User>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
