import { Router } from "express";
import { z } from "zod";

import * as db from "../db";
import { linkHeader, parsePage, toPage } from "../lib/pagination";
import { HttpError } from "../middleware/errors";

export const ordersRouter = Router();

const listQuery = z.object({ customer: z.string().uuid().optional() });

ordersRouter.get("/", async (req, res, next) => {
  try {
    const pageReq = parsePage(req.query);
    const { customer } = listQuery.parse(req.query);
    const [items, total] = await Promise.all([
      db.orders.list(customer, pageReq.limit, pageReq.offset),
      db.orders.count(customer),
    ]);
    res.setHeader("Link", linkHeader(`${req.baseUrl}`, pageReq, total));
    res.json(toPage(items, total, pageReq));
  } catch (err) {
    next(err);
  }
});

ordersRouter.get("/:id", async (req, res, next) => {
  try {
    const order = await db.orders.get(req.params.id);
    if (!order) throw new HttpError(404, "order not found");
    res.json(order);
  } catch (err) {
    next(err);
  }
});

ordersRouter.delete("/:id", async (req, res, next) => {
  try {
    const order = await db.orders.get(req.params.id);
    if (!order) throw new HttpError(404, "order not found");
    if (order.status === "shipped") throw new HttpError(409, "shipped orders cannot be deleted");
    db.orders.softDelete(order.id);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});
