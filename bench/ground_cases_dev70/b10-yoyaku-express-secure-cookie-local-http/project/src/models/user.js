const db = require('../db');

async function findByEmail(email) {
  const { rows } = await db.query('SELECT id, email, name, role, password_hash AS "passwordHash" FROM users WHERE email = $1', [email]);
  return rows[0] || null;
}

async function create({ email, name, passwordHash, role }) {
  const { rows } = await db.query(
    'INSERT INTO users (email, name, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id',
    [email.toLowerCase(), name, passwordHash, role],
  );
  return { id: rows[0].id, email, name, role };
}

module.exports = { findByEmail, create };
