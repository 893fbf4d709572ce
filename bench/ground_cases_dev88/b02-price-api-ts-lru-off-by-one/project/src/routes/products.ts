import { Router } from "express";

import { TtlCache } from "../cache.js";
import { findProduct, searchProducts } from "../db.js";

export const productsRouter = Router();

const searchCache = new TtlCache<unknown[]>({ ttlMs: 60_000, maxEntries: 5000 });

productsRouter.get("/search", async (req, res, next) => {
  try {
    const q = String(req.query.q ?? "").trim();
    const limit = Math.min(Number(req.query.limit ?? 20), 100);
    const key = `${q}|${limit}`;
    let rows = searchCache.get(key);
    if (!rows) {
      rows = await searchProducts(q, limit);
      searchCache.set(key, rows);
    }
    res.json({ items: rows });
  } catch (err) {
    next(err);
  }
});

productsRouter.get("/:sku", async (req, res, next) => {
  try {
    const product = await findProduct(req.params.sku);
    if (!product) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    res.set("Cache-Control", "public, max-age=30");
    res.json(product);
  } catch (err) {
    next(err);
  }
});
