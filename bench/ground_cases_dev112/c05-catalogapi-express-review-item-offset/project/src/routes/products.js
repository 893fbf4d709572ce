const express = require("express");
const { db, escapeLike } = require("../db");

const router = express.Router();

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

function parsePaging(query) {
  const page = Math.max(1, parseInt(query.page, 10) || 1);
  const requested = parseInt(query.pageSize, 10) || DEFAULT_PAGE_SIZE;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, requested));
  return { page, pageSize, offset: page * pageSize };
}

router.get("/", async (req, res, next) => {
  try {
    const { page, pageSize, offset } = parsePaging(req.query);
    const q = db("products").where({ deleted: false });
    if (req.query.q) {
      q.andWhere("name", "ilike", `%${escapeLike(req.query.q)}%`);
    }
    if (req.query.category) {
      q.andWhere({ category_id: Number(req.query.category) });
    }
    const [{ count }] = await q.clone().count({ count: "*" });
    const rows = await q.orderBy("id", "asc").limit(pageSize).offset(offset);
    res.json({ page, pageSize, total: Number(count), items: rows });
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req, res, next) => {
  try {
    const row = await db("products").where({ id: Number(req.params.id), deleted: false }).first();
    if (!row) return res.status(404).json({ error: "not_found" });
    res.json(row);
  } catch (err) {
    next(err);
  }
});

module.exports = { router, parsePaging };
