const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30000,
});

async function query(text, params = []) {
  const started = Date.now();
  const result = await pool.query(text, params);
  if (Date.now() - started > 500) {
    console.warn("slow query", { text, ms: Date.now() - started });
  }
  return result;
}

module.exports = { pool, query };
