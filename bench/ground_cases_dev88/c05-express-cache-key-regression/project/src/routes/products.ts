import { Router } from "express";
import { cacheKey, getJSON, localeOf, setJSON, type Locale } from "../cache.js";
import { listProducts, type ProductRow } from "../db.js";

export const products = Router();

interface ProductView {
  id: number;
  sku: string;
  name: string;
  price: string;
}

function view(row: ProductRow, locale: Locale): ProductView {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name[locale] ?? row.name["zh-CN"] ?? Object.values(row.name)[0] ?? row.sku,
    price: (row.price_cents / 100).toFixed(2),
  };
}

products.get("/products", async (req, res, next) => {
  try {
    const key = cacheKey("products", req);
    const cached = await getJSON<ProductView[]>(key);
    if (cached) {
      res.set("X-Cache", "HIT").json(cached);
      return;
    }
    const page = Math.max(1, Number(req.query.page ?? 1));
    const category = typeof req.query.category === "string" ? req.query.category : undefined;
    const rows = await listProducts(category, page, 40);
    const locale = localeOf(req);
    const body = rows.map((row) => view(row, locale));
    await setJSON(key, body);
    res.set("X-Cache", "MISS").json(body);
  } catch (err) {
    next(err);
  }
});
