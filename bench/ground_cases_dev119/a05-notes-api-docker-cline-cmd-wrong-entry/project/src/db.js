const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL || "postgres://app:app@localhost:5432/app",
  max: 5,
});

async function migrate() {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS notes (
      id SERIAL PRIMARY KEY,
      title TEXT NOT NULL,
      body TEXT NOT NULL DEFAULT '',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )
  `);
}

async function listNotes(limit = 50) {
  const { rows } = await pool.query("SELECT * FROM notes ORDER BY created_at DESC LIMIT $1", [limit]);
  return rows;
}

async function createNote(title, body) {
  const { rows } = await pool.query(
    "INSERT INTO notes (title, body) VALUES ($1, $2) RETURNING *",
    [title, body || ""]
  );
  return rows[0];
}

module.exports = { pool, migrate, listNotes, createNote };
