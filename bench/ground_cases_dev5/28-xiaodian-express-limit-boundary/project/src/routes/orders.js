import { Router } from "express";
import { db } from "../db.js";
import { parsePage } from "../lib/paginate.js";

const router = Router();

router.get("/", async (req, res, next) => {
  const page = parsePage(req.query);
  if (page.error) {
    return res.status(400).json({ error: page.error });
  }
  try {
    const { rows } = await db.query(
      "SELECT id, status, total_fen, created_at FROM orders WHERE user_token = $1 ORDER BY created_at DESC LIMIT $2 OFFSET $3",
      [req.userToken, page.limit, page.offset],
    );
    res.json({ items: rows, ...page });
  } catch (err) {
    next(err);
  }
});

export default router;
