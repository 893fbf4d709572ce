import { Router } from "express";
import { z } from "zod";
import type { AuthedRequest } from "../middleware/auth.js";
import { pageHeaders, parsePage } from "../lib/pagination.js";
import * as repo from "../db/orders.js";

export const ordersRouter = Router();

const statusSchema = z.object({
  status: z.enum(["pending", "paid", "shipped", "cancelled"]),
});

ordersRouter.get("/", async (req: AuthedRequest, res) => {
  const page = parsePage(req.query);
  const status = typeof req.query.status === "string" ? req.query.status : undefined;
  const { rows, total } = await repo.listForUser(req.user!.id, { ...page, status });
  res.set(pageHeaders(total, page)).json(rows);
});

ordersRouter.get("/:id", async (req: AuthedRequest, res) => {
  const order = await repo.findById(req.params.id);
  if (!order || order.userId !== req.user!.id) {
    return res.status(404).json({ error: "not_found" });
  }
  return res.json(order);
});

ordersRouter.patch("/:id/status", async (req: AuthedRequest, res) => {
  const parsed = statusSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid_status" });
  }
  const order = await repo.findById(req.params.id);
  if (!order) {
    return res.status(404).json({ error: "not_found" });
  }
  if (order.status === "shipped" && parsed.data.status === "cancelled") {
    return res.status(409).json({ error: "already_shipped" });
  }
  const updated = await repo.updateStatus(order.id, parsed.data.status);
  return res.json(updated);
});
