const fs = require("fs");
const path = require("path");
const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
});

const SQL_DIR = path.join(__dirname, "..", "sql");
const cache = new Map();

/** Text of sql/<name>.sql, read once. */
function sql(name) {
  if (!cache.has(name)) {
    cache.set(name, fs.readFileSync(path.join(SQL_DIR, `${name}.sql`), "utf8"));
  }
  return cache.get(name);
}

async function query(name, params = []) {
  const started = Date.now();
  const result = await pool.query(sql(name), params);
  const ms = Date.now() - started;
  if (ms > 500) {
    console.warn(`[db] slow query ${name}: ${ms}ms`);
  }
  return result.rows;
}

module.exports = { pool, sql, query };
