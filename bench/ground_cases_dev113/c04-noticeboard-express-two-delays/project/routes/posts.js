const express = require("express");
const cache = require("../lib/cache");
const db = require("../db/queries");

const router = express.Router();
const LIST_KEY = "posts:list";

router.get("/", async (req, res, next) => {
  try {
    let rows = cache.get(LIST_KEY);
    if (!rows) {
      rows = await db.listPosts();
      cache.set(LIST_KEY, rows, 600);
    }
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req, res, next) => {
  try {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) {
      return res.status(404).json({ error: "not_found" });
    }
    const post = await db.getPost(id);
    if (!post) {
      return res.status(404).json({ error: "not_found" });
    }
    res.json(post);
  } catch (err) {
    next(err);
  }
});

router.post("/", async (req, res, next) => {
  const { title, body, author, publishAt } = req.body || {};
  if (!title || !body) {
    return res.status(400).json({ error: "title_and_body_required" });
  }
  try {
    const post = await db.createPost({ title, body, author: author || "admin", publishAt });
    res.status(201).json(post);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
