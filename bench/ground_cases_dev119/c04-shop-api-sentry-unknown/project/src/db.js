const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 10),
  idleTimeoutMillis: 30000,
});

async function query(text, params) {
  const started = Date.now();
  const result = await pool.query(text, params);
  const ms = Date.now() - started;
  if (ms > 500) {
    console.warn(`slow query (${ms}ms): ${text.split("\n")[0]}`);
  }
  return result;
}

async function listProducts({ category, limit, offset }) {
  const params = [];
  let where = "WHERE p.deleted_at IS NULL";
  if (category) {
    params.push(category);
    where += ` AND p.category = $${params.length}`;
  }
  const { rows } = await query(
    `SELECT p.id, p.name, p.category, p.price_cents, p.stock
       FROM products p
       ${where}
      ORDER BY p.created_at DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return rows;
}

async function findUserByEmail(email) {
  const { rows } = await query(
    "SELECT id, email, password_hash, role FROM users WHERE email = $1",
    [email.toLowerCase()],
  );
  return rows[0] || null;
}

module.exports = { pool, query, listProducts, findUserByEmail };
