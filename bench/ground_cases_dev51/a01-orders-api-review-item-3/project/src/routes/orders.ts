import { Router } from "express";
import { z } from "zod";
import { decodeCursor, encodeCursor, listOrders, ordersForExport } from "../db/ordersRepo.js";
import { csvRow } from "../lib/csv.js";

export const ordersRouter = Router();

const listQuery = z.object({
  customerId: z.coerce.number().int().positive(),
  limit: z.coerce.number().int().positive().default(50),
  cursor: z.string().optional(),
});

ordersRouter.get("/", async (req, res, next) => {
  try {
    const q = listQuery.parse(req.query);
    const rows = await listOrders(q.customerId, q.limit, q.cursor ? decodeCursor(q.cursor) : undefined);
    const last = rows.at(-1);
    res.json({ items: rows, nextCursor: rows.length === q.limit && last ? encodeCursor(last) : null });
  } catch (err) {
    next(err);
  }
});

const exportQuery = z.object({
  from: z.string().date(),
  to: z.string().date(),
});

ordersRouter.get("/export.csv", async (req, res, next) => {
  try {
    const { from, to } = exportQuery.parse(req.query);
    const rows = await ordersForExport(from, to);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="orders-${from}-${to}.csv"`);
    res.write(csvRow(["id", "customer", "status", "total", "created_at"]));
    for (const o of rows) {
      res.write(csvRow([o.id, o.customer_name, o.status, (o.total_cents / 100).toFixed(2), o.created_at.toISOString()]));
    }
    res.end();
  } catch (err) {
    next(err);
  }
});
