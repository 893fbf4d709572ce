'use strict';

const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number.parseInt(process.env.PG_POOL_MAX || '5', 10),
  idleTimeoutMillis: 30_000,
});

const SLOW_MS = 500;

async function query(text, params) {
  const started = Date.now();
  try {
    return await pool.query(text, params);
  } finally {
    const took = Date.now() - started;
    if (took > SLOW_MS) {
      console.warn(`slow query (${took} ms): ${text.split('\\n')[0]}`);
    }
  }
}

async function close() {
  await pool.end();
}

pool.on('error', (err) => {
  console.error('idle pg client error', err);
});

module.exports = { query, close, pool };
