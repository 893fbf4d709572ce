const express = require("express");
const { query } = require("../db");
const { parsePage, limitOffset, pageInfo } = require("../lib/paginate");

const router = express.Router();

router.get("/", async (req, res, next) => {
  try {
    const paging = parsePage(req.query);
    const { limit, offset } = limitOffset(paging);
    const tag = typeof req.query.tag === "string" && req.query.tag ? req.query.tag : null;
    const { rows } = await query(
      "SELECT id, title, published_at FROM posts WHERE ($3::text IS NULL OR $3 = ANY(tags)) ORDER BY published_at DESC LIMIT $1 OFFSET $2",
      [limit, offset, tag],
    );
    const count = await query(
      "SELECT count(*)::int AS n FROM posts WHERE ($1::text IS NULL OR $1 = ANY(tags))",
      [tag],
    );
    res.json({ posts: rows, ...pageInfo(paging, count.rows[0].n) });
  } catch (err) {
    next(err);
  }
});

router.post("/", async (req, res, next) => {
  try {
    const { title, body, tags = [] } = req.body;
    if (typeof title !== "string" || title.trim() === "") {
      return res.status(400).json({ error: "title is required" });
    }
    const { rows } = await query(
      "INSERT INTO posts (title, body, tags) VALUES ($1, $2, $3) RETURNING id",
      [title, body, tags],
    );
    res.status(201).json({ id: rows[0].id });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
