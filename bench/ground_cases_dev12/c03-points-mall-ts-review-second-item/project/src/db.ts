import mysql, { PoolConnection } from 'mysql2/promise';

export const pool = mysql.createPool({
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'mall',
  password: process.env.DB_PASSWORD ?? '',
  database: process.env.DB_NAME ?? 'points_mall',
  connectionLimit: 20,
  timezone: '+08:00',
  dateStrings: false,
});

/**
 * 在一个事务里执行 fn，fn 抛错就回滚。
 * 注意：fn 里要用传进来的 conn，不要用 pool，否则不在同一个事务里。
 */
export async function transaction<T>(fn: (conn: PoolConnection) => Promise<T>): Promise<T> {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const result = await fn(conn);
    await conn.commit();
    return result;
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

export async function ping(): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
