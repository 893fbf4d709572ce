const mysql = require("mysql2/promise");

const pool = mysql.createPool({
  uri: process.env.DATABASE_URL,
  timezone: "Z",
  connectionLimit: 8,
});

function toSqlTime(d) {
  // "2025-11-13 09:30:00" in the server's local time
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

async function listPosts(limit = 50) {
  const [rows] = await pool.query(
    "SELECT id, title, body, author, published_at FROM posts WHERE published_at <= UTC_TIMESTAMP() ORDER BY published_at DESC LIMIT ?",
    [limit],
  );
  return rows;
}

async function getPost(id) {
  const [rows] = await pool.query("SELECT * FROM posts WHERE id = ?", [id]);
  return rows[0];
}

async function createPost({ title, body, author, publishAt }) {
  const when = publishAt ? new Date(publishAt) : new Date();
  const [res] = await pool.query(
    "INSERT INTO posts (title, body, author, published_at) VALUES (?, ?, ?, ?)",
    [title, body, author, toSqlTime(when)],
  );
  return { id: res.insertId, title, body, author, published_at: when.toISOString() };
}

module.exports = { pool, listPosts, getPost, createPost, toSqlTime };
