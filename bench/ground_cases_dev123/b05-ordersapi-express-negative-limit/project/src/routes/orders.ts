import { Router } from "express";
import { query } from "../db.js";
import { parseLimit, parsePage, parseStatus } from "../util/query.js";

export const orders = Router();

type OrderRow = { id: number; customer_id: number; status: string; total: string; created_at: Date };

orders.get("/", async (req, res, next) => {
  try {
    const limit = parseLimit(req.query.limit);
    const page = parsePage(req.query.page);
    const status = parseStatus(req.query.status);
    const rows = await query<OrderRow>(
      `SELECT id, customer_id, status, total, created_at
         FROM orders
        WHERE ($1::text IS NULL OR status = $1)
        ORDER BY created_at DESC, id DESC
        LIMIT $2 OFFSET $3`,
      [status ?? null, limit, (page - 1) * limit],
    );
    res.json({ page, limit, items: rows });
  } catch (err) {
    next(err);
  }
});

orders.get("/:id", async (req, res, next) => {
  try {
    const rows = await query<OrderRow>("SELECT * FROM orders WHERE id = $1", [req.params.id]);
    if (rows.length === 0) return res.status(404).json({ error: "not found" });
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});
