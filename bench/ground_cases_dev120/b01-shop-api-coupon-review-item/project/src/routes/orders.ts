import { NextFunction, Request, Response, Router } from "express";
import { db, OrderStatus } from "../db";
import { applyCoupon, findOrder, listOrders, NotFoundError } from "../services/orderService";

export const ordersRouter = Router();

const STATUSES: OrderStatus[] = ["pending", "paid", "shipped", "cancelled"];

function parseStatus(value: unknown): OrderStatus | undefined {
  return typeof value === "string" && (STATUSES as string[]).includes(value) ? (value as OrderStatus) : undefined;
}

ordersRouter.get("/", (req, res) => {
  const customerId = typeof req.query.customerId === "string" ? req.query.customerId : undefined;
  const status = parseStatus(req.query.status);
  if (req.query.status !== undefined && !status) {
    return res.status(400).json({ error: "invalid status" });
  }
  res.json(listOrders({ customerId, status }));
});

ordersRouter.get("/:id", (req, res) => {
  res.json(findOrder(req.params.id));
});

ordersRouter.post("/:id/checkout", (req, res) => {
  const order = findOrder(req.params.id);
  const coupon = db.coupons.find((c) => c.code === req.body?.couponCode);
  const total = applyCoupon(order, coupon);
  res.json({ orderId: order.id, total });
});

ordersRouter.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
  if (err instanceof NotFoundError) return res.status(404).json({ error: err.message });
  next(err);
});
