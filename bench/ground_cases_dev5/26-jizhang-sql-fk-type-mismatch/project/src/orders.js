import { pool } from "./db.js";

export async function createOrder(customerId, items) {
  const total = items.reduce((s, i) => s + i.qty * i.priceCents, 0);
  const { rows } = await pool.query(
    "INSERT INTO orders (customer_id, total_cents) VALUES ($1, $2) RETURNING id",
    [customerId, total],
  );
  for (const i of items) {
    await pool.query(
      "INSERT INTO order_items (order_id, sku, qty, price_cents) VALUES ($1, $2, $3, $4)",
      [rows[0].id, i.sku, i.qty, i.priceCents],
    );
  }
  return rows[0].id;
}
