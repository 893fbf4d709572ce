import { pool } from "./pool";

export type OrderStatus = "pending" | "paid" | "shipped" | "delivered" | "cancelled";

export interface OrderItem {
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Order {
  id: string;
  customerId: string;
  status: OrderStatus;
  // null for orders imported from the old shop before the 2021 migration
  currency: string | null;
  totalCents: number;
  createdAt: Date;
  items: OrderItem[];
}

const ORDER_COLUMNS = `o.id, o.customer_id AS "customerId", o.status, o.currency,
  o.total_cents AS "totalCents", o.created_at AS "createdAt"`;

export async function findOrder(id: string): Promise<Order | null> {
  const { rows } = await pool.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`, [id]);
  if (rows.length === 0) {
    return null;
  }
  const items = await pool.query(
    `SELECT sku, name, quantity, unit_price_cents AS "unitPriceCents"
       FROM order_items WHERE order_id = $1 ORDER BY position`,
    [id],
  );
  return { ...rows[0], items: items.rows } as Order;
}

export async function listOrders(customerId: string, statuses: OrderStatus[] = []): Promise<Order[]> {
  const params: unknown[] = [customerId];
  let sql = `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.customer_id = $1`;
  if (statuses.length > 0) {
    params.push(statuses);
    sql += ` AND o.status = ANY($2)`;
  }
  sql += " ORDER BY o.created_at DESC LIMIT 100";
  const { rows } = await pool.query(sql, params);
  return rows.map((r) => ({ ...r, items: [] })) as Order[];
}
