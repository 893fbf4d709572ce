import { Router, Request, Response, NextFunction } from "express";
import { pool } from "../db";

export const router = Router();

const MAX_PAGE_SIZE = 100;

export async function listProducts(req: Request, res: Response, next: NextFunction) {
  try {
    const limit = Math.min(Number(req.query.limit) || 20, MAX_PAGE_SIZE);
    const offset = Math.max(Number(req.query.offset) || 0, 0);
    const category = typeof req.query.category === "string" ? req.query.category : null;
    const { rows } = await pool.query(
      `SELECT id, name, price_cents AS "priceCents", category, stock
         FROM products
        WHERE ($1::text IS NULL OR category = $1) AND archived_at IS NULL
        ORDER BY name
        LIMIT $2 OFFSET $3`,
      [category, limit, offset],
    );
    res.set("Cache-Control", "public, max-age=60");
    res.json({ items: rows, limit, offset });
  } catch (err) {
    next(err);
  }
}

export async function getProduct(req: Request, res: Response, next: NextFunction) {
  try {
    const { rows } = await pool.query(
      `SELECT id, name, description, price_cents AS "priceCents", category, stock
         FROM products WHERE id = $1 AND archived_at IS NULL`,
      [req.params.id],
    );
    if (rows.length === 0) {
      return res.status(404).json({ error: "product_not_found" });
    }
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
}

router.get("/", listProducts);
router.get("/:id", getProduct);
