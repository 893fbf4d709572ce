'use strict';

const { Pool } = require('pg');
const logger = require('./logger');

if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL is not set');
}

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: 5_000,
});

pool.on('error', (err) => {
  logger.error({ err: err.message }, 'idle pg client error');
});

async function query(text, params) {
  const started = Date.now();
  const res = await pool.query(text, params);
  logger.debug({ ms: Date.now() - started, rows: res.rowCount }, 'query');
  return res;
}

async function check() {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch (err) {
    logger.error({ err: err.message, code: err.code }, 'db check failed');
    return false;
  }
}

module.exports = { pool, query, check };
