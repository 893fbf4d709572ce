import pg from "pg";

export interface OrderRow {
  id: number;
  customerCode: string;
  customerName: string;
  orderedAt: Date;
  amount: number;
  taxAmount: number;
  status: "confirmed" | "cancelled" | "refunded";
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export async function fetchOrders(from: Date, to: Date): Promise<OrderRow[]> {
  const { rows } = await pool.query(
    `SELECT o.id, c.code AS customer_code, c.name AS customer_name, o.ordered_at,
            o.amount, o.tax_amount, o.status
       FROM orders o
       JOIN customers c ON c.id = o.customer_id
      WHERE o.ordered_at >= $1 AND o.ordered_at < $2
      ORDER BY o.ordered_at`,
    [from, to],
  );
  return rows.map((r) => ({
    id: r.id,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    orderedAt: r.ordered_at,
    amount: Number(r.amount),
    taxAmount: Number(r.tax_amount),
    status: r.status,
  }));
}

export async function closePool(): Promise<void> {
  await pool.end();
}
