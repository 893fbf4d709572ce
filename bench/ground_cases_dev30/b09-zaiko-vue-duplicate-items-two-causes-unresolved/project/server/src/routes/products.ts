import { Router } from "express";
import { pool } from "../db.js";

export const products = Router();

/**
 * GET /api/products?page=1&perPage=30&category=...
 * 一覧は「最近更新されたもの順」。
 */
products.get("/products", async (req, res, next) => {
  try {
    const page = Math.max(1, Number(req.query.page ?? 1) || 1);
    const perPage = Math.min(100, Math.max(1, Number(req.query.perPage ?? 30) || 30));
    const category = typeof req.query.category === "string" ? req.query.category : undefined;

    const params: unknown[] = [];
    let where = "WHERE p.archived = false";
    if (category) {
      params.push(category);
      where += ` AND p.category = $${params.length}`;
    }
    params.push(perPage, (page - 1) * perPage);

    const { rows } = await pool.query(
      `SELECT p.id, p.sku, p.name, p.category, p.stock, p.updated_at
         FROM products p
         ${where}
        ORDER BY p.updated_at DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    res.json({ items: rows, page, perPage });
  } catch (e) {
    next(e);
  }
});

products.get("/products/:id", async (req, res, next) => {
  try {
    const { rows } = await pool.query("SELECT * FROM products WHERE id = $1", [req.params.id]);
    if (rows.length === 0) return res.status(404).json({ error: "not found" });
    res.json(rows[0]);
  } catch (e) {
    next(e);
  }
});
