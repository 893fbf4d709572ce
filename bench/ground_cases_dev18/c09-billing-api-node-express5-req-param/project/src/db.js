const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX) || 10,
});

module.exports = {
  query: (text, params) => pool.query(text, params),
  pool,
};
