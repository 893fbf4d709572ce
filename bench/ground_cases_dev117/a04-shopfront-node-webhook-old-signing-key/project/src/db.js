const { Pool } = require("pg");

// One pool for the process; PG* variables come from the environment.
const pool = new Pool({
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
});

pool.on("error", (err) => {
  console.error("idle pg client error", err);
});

module.exports = {
  query: (text, params) => pool.query(text, params),
  pool,
};
