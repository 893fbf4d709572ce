import { pool } from "../db";

export interface OrderItemInput {
  productId: string;
  quantity: number;
}

export interface OrderRow {
  id: string;
  userId: string;
  status: string;
  totalCents: number;
  createdAt: string;
}

interface ListOptions {
  limit: number;
  offset: number;
  status?: string;
}

const COLUMNS = `id, user_id AS "userId", status, total_cents AS "totalCents", created_at AS "createdAt"`;

export async function listForUser(userId: string, opts: ListOptions): Promise<OrderRow[]> {
  const params: unknown[] = [userId];
  let sql = `SELECT ${COLUMNS} FROM orders WHERE user_id = $1`;
  if (opts.status) {
    params.push(opts.status);
    sql += ` AND status = $${params.length}`;
  }
  params.push(opts.limit, opts.offset);
  sql += ` ORDER BY created_at DESC LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const { rows } = await pool.query<OrderRow>(sql, params);
  return rows;
}

export async function findByIdForUser(id: string, userId: string): Promise<OrderRow | null> {
  const { rows } = await pool.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ?? null;
}

export async function createOrder(userId: string, input: { items: OrderItemInput[]; couponCode?: string }) {
  const { rows: products } = await pool.query<{ id: string; price_cents: number }>(
    "SELECT id, price_cents FROM products WHERE id = ANY($1)",
    [input.items.map((i) => i.productId)],
  );
  const price = new Map(products.map((p) => [p.id, p.price_cents]));
  const total = input.items.reduce((sum, i) => sum + (price.get(i.productId) ?? 0) * i.quantity, 0);
  const { rows } = await pool.query<OrderRow>(
    `INSERT INTO orders (user_id, status, total_cents) VALUES ($1, 'pending', $2) RETURNING ${COLUMNS}`,
    [userId, total],
  );
  const order = rows[0];
  for (const item of input.items) {
    await pool.query(
      "INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents) VALUES ($1, $2, $3, $4)",
      [order.id, item.productId, item.quantity, price.get(item.productId) ?? 0],
    );
  }
  return order;
}
