import { Router } from "express";
import { z } from "zod";
import { cancelOrder, getOrder, listOrders, NotFoundError, ConflictError } from "../services/orderService";

export const orders = Router();

const listQuery = z.object({
  status: z.enum(["pending", "paid", "shipped", "cancelled"]).optional(),
  customerId: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

orders.get("/", async (req, res, next) => {
  try {
    const params = listQuery.parse(req.query);
    res.json(await listOrders(params));
  } catch (err) {
    next(err);
  }
});

orders.get("/export.csv", async (req, res, next) => {
  try {
    const params = listQuery.parse(req.query);
    const rows = await listOrders({ ...params, pageSize: 200 });
    const header = "id,customer,total,status,created_at";
    const body = rows.map((o) =>
      [o.id, o.customerId, (o.totalCents / 100).toFixed(2), o.status, o.createdAt.toISOString()].join(","),
    );
    res.type("text/csv").attachment("orders.csv").send([header, ...body].join("\n"));
  } catch (err) {
    next(err);
  }
});

orders.get("/:id", async (req, res, next) => {
  try {
    const order = await getOrder(req.params.id);
    if (!order) return res.status(404).json({ error: "not found" });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

orders.post("/:id/cancel", async (req, res, next) => {
  try {
    const actor = req.header("x-user-id") ?? "unknown";
    res.json(await cancelOrder(req.params.id, actor));
  } catch (err) {
    if (err instanceof NotFoundError) return res.status(404).json({ error: err.message });
    if (err instanceof ConflictError) return res.status(409).json({ error: err.message });
    next(err);
  }
});
