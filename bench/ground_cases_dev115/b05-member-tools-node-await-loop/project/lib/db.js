const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 5),
});

async function findUserByEmail(email) {
  const { rows } = await pool.query("SELECT id, email FROM users WHERE email = $1", [email]);
  return rows[0] || null;
}

async function insertUser(user) {
  await pool.query(
    "INSERT INTO users (email, name, phone) VALUES ($1, $2, $3)",
    [user.email, user.name, user.phone],
  );
}

module.exports = { pool, findUserByEmail, insertUser };
