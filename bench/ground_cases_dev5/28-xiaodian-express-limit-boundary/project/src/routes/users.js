import { Router } from "express";
import { db } from "../db.js";

const router = Router();

router.get("/me/favorites", async (req, res, next) => {
  const page = Number(req.query.page ?? 1);
  if (!Number.isInteger(page) || page < 1) {
    return res.status(400).json({ error: "page must be >= 1" });
  }
  try {
    const { rows } = await db.query(
      "SELECT product_id FROM favorites WHERE user_token = $1 ORDER BY id LIMIT 30 OFFSET $2",
      [req.userToken, (page - 1) * 30],
    );
    res.json({ items: rows, page });
  } catch (err) {
    next(err);
  }
});

export default router;
