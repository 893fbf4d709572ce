import { Router, Request, Response } from "express";
import { db } from "../db";
import { applyCoupon, formatYen, orderTotal, receiptLines, taxIncluded } from "../services/pricing";

export const orders = Router();

type AuthedRequest = Request & { user: { id: string; role: "customer" | "staff" } };

orders.get("/", async (req: Request, res: Response) => {
  const { user } = req as AuthedRequest;
  const limit = Number(req.query.limit ?? 20);
  const rows = await db.orders.findMany({ userId: user.id, limit });
  res.json(rows.map((o) => ({ ...o, total: o.total ?? orderTotal(o.items) })));
});

orders.get("/:id", async (req: Request, res: Response) => {
  const { user } = req as AuthedRequest;
  const order = await db.orders.findById(req.params.id);
  if (!order || order.userId !== user.id) {
    return res.status(404).json({ error: "not_found" });
  }
  res.json({ ...order, total: order.total ?? orderTotal(order.items) });
});

orders.get("/:id/receipt", async (req: Request, res: Response) => {
  const { user } = req as AuthedRequest;
  const order = await db.orders.findById(req.params.id);
  if (!order || order.userId !== user.id) {
    return res.status(404).json({ error: "not_found" });
  }
  const subtotal = order.total ?? orderTotal(order.items);
  res.json({ id: order.id, lines: receiptLines(order.items), total: formatYen(taxIncluded(subtotal)) });
});

orders.post("/:id/coupon", async (req: Request, res: Response) => {
  const { user } = req as AuthedRequest;
  const order = await db.orders.findById(req.params.id);
  if (!order || order.userId !== user.id) {
    return res.status(404).json({ error: "not_found" });
  }
  const code = String(req.body.code ?? "").trim().toUpperCase();
  const coupon = await db.coupons.findByCode(code);
  if (!coupon) return res.status(400).json({ error: "invalid_coupon" });
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() < Date.now()) {
    return res.status(400).json({ error: "coupon_expired" });
  }
  const discounted = applyCoupon(orderTotal(order.items), coupon);
  await db.orders.update(order.id, { couponCode: code, total: discounted });
  res.json({ total: discounted });
});

orders.post("/:id/cancel", async (req: Request, res: Response) => {
  const { user } = req as AuthedRequest;
  const order = await db.orders.findById(req.params.id);
  if (!order) return res.status(404).json({ error: "not_found" });
  if (order.status === "shipped") {
    return res.status(409).json({ error: "already_shipped" });
  }
  await db.orders.update(order.id, { status: "cancelled", cancelledBy: user.id });
  res.status(204).end();
});
