import { Router, Request, Response } from "express";
import { db } from "../db";
import { offsetFor, parsePaging } from "../paging";
import { formatOrder } from "../format";

export const orders = Router();

// GET /orders?page=1&limit=25
export async function listOrders(req: Request, res: Response) {
  const { page, limit } = parsePaging(req.query);
  const offset = offsetFor({ page, limit });
  const status = typeof req.query.status === "string" ? req.query.status : "pending";
  const rows = await db.query(
    "SELECT * FROM orders WHERE status = $3 ORDER BY created_at DESC LIMIT $1 OFFSET $2",
    [limit, offset, status]
  );
  const total = await db.count("orders", "status = $1", [status]);
  res.set("X-Total-Count", String(total));
  res.json(rows.map(formatOrder));
}

orders.get("/", listOrders);

orders.get("/:id", async (req: Request, res: Response) => {
  const row = await db.one("SELECT * FROM orders WHERE id = $1", [req.params.id]);
  if (!row) {
    return res.status(404).json({ error: "not_found" });
  }
  res.json(formatOrder(row));
});

orders.post("/:id/cancel", async (req: Request, res: Response) => {
  const row = await db.one("SELECT * FROM orders WHERE id = $1", [req.params.id]);
  if (!row) {
    return res.status(404).json({ error: "not_found" });
  }
  if (row.status === "shipped") {
    return res.status(409).json({ error: "already_shipped" });
  }
  await db.exec("UPDATE orders SET status = 'cancelled' WHERE id = $1", [row.id]);
  res.status(204).end();
});
