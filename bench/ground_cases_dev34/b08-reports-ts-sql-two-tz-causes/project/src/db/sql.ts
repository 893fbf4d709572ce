import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX ?? 10),
})

export function loadSql(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./queries/${name}`, import.meta.url)), 'utf8')
}

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []) {
  const res = await pool.query<T>(text, params)
  return res.rows
}
