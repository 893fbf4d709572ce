import { Router } from "express";
import { countOrders, getOrder, listOrders, type Order } from "../db.js";
import { parsePage } from "../paginate.js";

export const ordersRouter = Router();

// Dashboards poll this every few seconds; keep a short per-tenant cache.
const CACHE_TTL_MS = 30_000;
const cache = new Map<string, { at: number; rows: Order[]; total: number }>();

ordersRouter.get("/", (req, res) => {
  const tenantId: string = res.locals.tenantId;
  const status = typeof req.query.status === "string" ? req.query.status : undefined;
  const cacheKey = `${tenantId}:${status ?? "all"}`;
  const { perPage, offset } = parsePage(req.query);
  const hit = cache.get(cacheKey);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
    res.set("X-Total-Count", String(hit.total)).json(hit.rows);
    return;
  }
  const rows = listOrders(tenantId, status, perPage, offset);
  const total = countOrders(tenantId, status);
  cache.set(cacheKey, { at: Date.now(), rows, total });
  res.set("X-Total-Count", String(total)).json(rows);
});

ordersRouter.get("/:id", (req, res) => {
  const id = Number(req.params.id);
  if (!Number.isInteger(id)) {
    res.status(400).json({ error: "bad id" });
    return;
  }
  const order = getOrder(res.locals.tenantId, id);
  if (!order) {
    res.status(404).json({ error: "not found" });
    return;
  }
  res.json(order);
});
