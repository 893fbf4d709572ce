const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

async function findUserByEmail(email) {
  const { rows } = await pool.query("SELECT * FROM users WHERE email = $1", [email.toLowerCase()]);
  return rows[0] || null;
}

async function findUserById(id) {
  const { rows } = await pool.query("SELECT * FROM users WHERE id = $1", [id]);
  return rows[0] || null;
}

async function listUsers({ limit = 50, offset = 0 } = {}) {
  const { rows } = await pool.query(
    "SELECT id, email, role, created_at FROM users ORDER BY id LIMIT $1 OFFSET $2",
    [limit, offset],
  );
  return rows;
}

module.exports = { findUserByEmail, findUserById, listUsers };
