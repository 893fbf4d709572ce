const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30000,
});

async function updateAvatar(userId, url) {
  const { rowCount } = await pool.query(
    "UPDATE users SET avatar_url = $1, updated_at = now() WHERE id = $2",
    [url, userId]
  );
  if (rowCount !== 1) {
    const err = new Error(`user ${userId} not found`);
    err.status = 404;
    err.code = "user_not_found";
    throw err;
  }
}

async function findUser(userId) {
  const { rows } = await pool.query(
    "SELECT id, name, avatar_url FROM users WHERE id = $1",
    [userId]
  );
  return rows[0] || null;
}

async function close() {
  await pool.end();
}

module.exports = { updateAvatar, findUser, close, pool };
