const { Pool } = require("pg");

// host, port, database, user and password come from PGHOST, PGPORT, PGDATABASE,
// PGUSER and PGPASSWORD, which node-postgres reads itself.
const pool = new Pool({
  max: Number(process.env.PG_POOL_MAX || 10),
});

async function query(text, params) {
  const started = Date.now();
  const result = await pool.query(text, params);
  const took = Date.now() - started;
  if (took > 500) {
    console.warn(`slow query (${took}ms): ${text}`);
  }
  return result;
}

module.exports = { pool, query };
