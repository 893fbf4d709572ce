import { Router } from "express";
import { countOrders, findOrder, listOrders, type Order } from "../db";
import { formatYen } from "../lib/money";
import { pageHeaders, parsePage } from "../lib/pagination";

export const ordersRouter = Router();

function present(o: Order) {
  return {
    id: o.id,
    customerId: o.customerId,
    status: o.status,
    total: formatYen(o.totalYen),
    createdAt: o.createdAt,
  };
}

ordersRouter.get("/", (req, res) => {
  const status = typeof req.query.status === "string" ? req.query.status : undefined;
  const p = parsePage(req.query);
  const rows = listOrders({ status }).slice(p.offset, p.offset + p.perPage);
  res.set(pageHeaders(countOrders({ status }), p));
  res.json(rows.map(present));
});

ordersRouter.get("/:id", (req, res) => {
  const order = findOrder(req.params.id);
  if (!order) {
    return res.status(404).json({ error: "order_not_found", message: "Order not found" });
  }
  res.json(present(order));
});
