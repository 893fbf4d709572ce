import { Request, Response, Router } from "express";
import { db } from "../db";
import { priceOrder } from "../services/pricing";

export const orders = Router();

const STATUSES = ["pending", "paid", "shipped", "cancelled"] as const;
type Status = (typeof STATUSES)[number];

orders.get("/", async (req: Request, res: Response) => {
  const limit = Number(req.query.limit ?? 20);
  const rows = await db.listOrders(req.user!.id, limit);
  res.json(rows.map((o) => ({ ...o, totals: priceOrder(o.items, o.coupon) })));
});

orders.get("/:id", async (req: Request, res: Response) => {
  const order = await db.findOrder(req.params.id);
  if (!order || order.customerId !== req.user!.id) {
    return res.status(404).json({ error: "not found" });
  }
  res.json({ ...order, totals: priceOrder(order.items, order.coupon) });
});

orders.post("/", async (req: Request, res: Response) => {
  const { items, coupon } = req.body;
  if (!Array.isArray(items) || items.length === 0) {
    return res.status(400).json({ error: "items required" });
  }
  const order = await db.insertOrder({ customerId: req.user!.id, items, coupon, status: "pending" });
  res.status(201).json({ ...order, totals: priceOrder(order.items, order.coupon) });
});

orders.patch("/:id/status", async (req: Request, res: Response) => {
  const next = req.body.status as Status;
  if (!STATUSES.includes(next)) {
    return res.status(400).json({ error: `unknown status ${next}` });
  }
  const order = await db.findOrder(req.params.id);
  if (!order) {
    return res.status(404).json({ error: "not found" });
  }
  const updated = await db.updateStatus(order.id, next);
  res.json(updated);
});
