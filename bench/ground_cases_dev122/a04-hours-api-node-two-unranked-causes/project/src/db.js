const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
  statement_timeout: 15_000,
});

pool.on("error", (err) => {
  console.error("pg pool error", err);
});

module.exports = { pool };
