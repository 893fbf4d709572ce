const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST || 'localhost',
  user: process.env.DB_USER || 'mall',
  password: process.env.DB_PASSWORD || '',
  database: 'mall',
  dateStrings: true,
  connectionLimit: 10,
});

async function one(sql, params) {
  const [rows] = await pool.query(sql, params);
  return rows[0] || null;
}

async function exec(sql, params) {
  const [res] = await pool.execute(sql, params);
  return res;
}

module.exports = { pool, one, exec };
