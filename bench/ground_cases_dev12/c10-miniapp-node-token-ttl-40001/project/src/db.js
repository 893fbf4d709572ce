const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({
  ...config.mysql,
  waitForConnections: true,
  queueLimit: 0,
  dateStrings: true,
});

/**
 * 简单包一层，方便以后加慢查询日志
 */
async function query(sql, params = []) {
  const start = Date.now();
  try {
    return await pool.query(sql, params);
  } finally {
    const cost = Date.now() - start;
    if (cost > 500) {
      console.warn(`[slow-sql] ${cost}ms ${sql.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  }
}

async function transaction(fn) {
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

module.exports = { pool, query, transaction };
