import { Router } from "express";
import { db } from "../db.js";

const router = Router();

router.get("/", async (req, res, next) => {
  const limit = Number(req.query.limit ?? 20);
  const offset = Number(req.query.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit >= 50) {
    return res.status(400).json({ error: "limit must be between 1 and 50" });
  }
  try {
    const { rows } = await db.query(
      "SELECT id, title, price_fen, stock FROM products WHERE on_sale ORDER BY id LIMIT $1 OFFSET $2",
      [limit, offset],
    );
    res.json({ items: rows, limit, offset });
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req, res, next) => {
  try {
    const { rows } = await db.query("SELECT * FROM products WHERE id = $1", [req.params.id]);
    if (rows.length === 0) return res.status(404).json({ error: "product not found" });
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

export default router;
