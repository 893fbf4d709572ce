import { query } from "./pool.js";

export type Order = {
  id: number;
  customer_id: number;
  customer_name: string;
  status: "pending" | "paid" | "shipped" | "cancelled";
  total_cents: number;
  created_at: Date;
};

export type Cursor = { createdAt: string; id: number };

export function encodeCursor(order: Order): string {
  return Buffer.from(JSON.stringify({ createdAt: order.created_at.toISOString(), id: order.id })).toString("base64url");
}

export function decodeCursor(raw: string): Cursor {
  return JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Cursor;
}

export async function listOrders(customerId: number, limit: number, cursor?: Cursor): Promise<Order[]> {
  if (!cursor) {
    return query<Order>(
      `SELECT o.*, c.name AS customer_name FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE o.customer_id = $1
       ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [customerId, limit],
    );
  }
  return query<Order>(
    `SELECT o.*, c.name AS customer_name FROM orders o JOIN customers c ON c.id = o.customer_id
     WHERE o.customer_id = $1 AND o.created_at < $2
     ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
    [customerId, cursor.createdAt, limit],
  );
}

export async function ordersForExport(from: string, to: string): Promise<Order[]> {
  return query<Order>(
    `SELECT o.*, c.name AS customer_name FROM orders o JOIN customers c ON c.id = o.customer_id
     WHERE o.created_at >= $1 AND o.created_at < $2
     ORDER BY o.created_at`,
    [from, to],
  );
}
