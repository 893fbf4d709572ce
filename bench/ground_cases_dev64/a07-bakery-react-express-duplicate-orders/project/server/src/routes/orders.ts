import { Router } from "express";
import { z } from "zod";
import { pool } from "../db.js";

export const orders = Router();

const OrderIn = z.object({
  customerId: z.string().uuid(),
  pickupAt: z.string().datetime(),
  items: z.array(z.object({ sku: z.string(), qty: z.number().int().positive() })).min(1),
  note: z.string().max(500).optional(),
});

orders.post("/", async (req, res) => {
  const parsed = OrderIn.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const { customerId, pickupAt, items, note } = parsed.data;
  const key = req.get("Idempotency-Key") ?? null;
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query(
      `INSERT INTO orders (customer_id, pickup_at, note, idempotency_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id, created_at`,
      [customerId, pickupAt, note ?? null, key],
    );
    if (rows.length === 0) {
      // Same key seen before: this is a repeat of an order we already have.
      await client.query("ROLLBACK");
      const existing = await pool.query("SELECT id, created_at FROM orders WHERE idempotency_key = $1", [key]);
      return res.status(200).json({ id: existing.rows[0].id, createdAt: existing.rows[0].created_at });
    }
    const order = rows[0];
    for (const item of items) {
      await client.query("INSERT INTO order_items (order_id, sku, qty) VALUES ($1, $2, $3)", [order.id, item.sku, item.qty]);
    }
    await client.query("COMMIT");
    res.status(201).json({ id: order.id, createdAt: order.created_at });
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  } finally {
    client.release();
  }
});

orders.get("/:id", async (req, res) => {
  const { rows } = await pool.query("SELECT * FROM orders WHERE id = $1", [req.params.id]);
  if (rows.length === 0) return res.sendStatus(404);
  res.json(rows[0]);
});
