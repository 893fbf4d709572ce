import { Router } from "express";
import { findOrder, listOrders, Order, OrderStatus } from "../db/orders";
import { formatCents } from "../lib/money";

export const ordersRouter = Router();

const STATUSES: OrderStatus[] = ["pending", "paid", "shipped", "delivered", "cancelled"];

export function toOrderDto(order: Order) {
  return {
    id: order.id,
    customerId: order.customerId,
    status: order.status,
    currency: order.currency.toUpperCase(),
    total: formatCents(order.totalCents),
    createdAt: order.createdAt.toISOString(),
    items: order.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      unitPrice: formatCents(item.unitPriceCents),
      lineTotal: formatCents(item.unitPriceCents * item.quantity),
    })),
  };
}

ordersRouter.get("/", async (req, res, next) => {
  try {
    const customerId = String(req.query.customerId ?? "");
    if (!customerId) {
      return res.status(400).json({ error: "customerId is required" });
    }
    const statuses = String(req.query.status ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean) as OrderStatus[];
    const unknown = statuses.find((s) => !STATUSES.includes(s));
    if (unknown) {
      return res.status(400).json({ error: `unknown status ${unknown}` });
    }
    const orders = await listOrders(customerId, statuses);
    res.json(orders.map(toOrderDto));
  } catch (err) {
    next(err);
  }
});

ordersRouter.get("/:id", async (req, res, next) => {
  try {
    const order = await findOrder(req.params.id);
    if (!order) {
      return res.status(404).json({ error: "not_found" });
    }
    res.json(toOrderDto(order));
  } catch (err) {
    next(err);
  }
});
