'use strict';

const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
});

// An idle client can lose its connection (e.g. during an RDS failover);
// log it instead of letting the process crash.
pool.on('error', (err) => {
  console.error('[db] idle client error', err);
});

async function query(text, params) {
  const started = Date.now();
  const result = await pool.query(text, params);
  const ms = Date.now() - started;
  if (ms > 500) {
    console.warn(`[db] slow query ${ms}ms: ${text.split('\n')[0]}`);
  }
  return result;
}

async function close() {
  await pool.end();
}

module.exports = { query, close, pool };
