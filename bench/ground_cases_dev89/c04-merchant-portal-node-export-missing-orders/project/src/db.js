const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
});

pool.on('error', (err) => {
  console.error('idle pg client error', err);
});

async function query(text, params) {
  const started = Date.now();
  const result = await pool.query(text, params);
  const ms = Date.now() - started;
  if (ms > 500) {
    console.warn(`slow query (${ms} ms): ${text.slice(0, 80)}`);
  }
  return result;
}

module.exports = { pool, query };
