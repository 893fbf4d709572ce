import pg from "pg";

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

export interface Order {
  id: string;
  customer_id: string;
  amount: number;
  status: "pending" | "charging" | "paid" | "failed" | "refunded";
  payment_intent_id: string | null;
}

export async function getOrder(id: string): Promise<Order | null> {
  const { rows } = await pool.query<Order>("select * from orders where id = $1", [id]);
  return rows[0] ?? null;
}

export async function setStatus(id: string, status: Order["status"], paymentIntentId?: string) {
  await pool.query(
    "update orders set status = $2, payment_intent_id = coalesce($3, payment_intent_id), updated_at = now() where id = $1",
    [id, status, paymentIntentId ?? null],
  );
}

export async function markCharging(id: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    "update orders set status = 'charging' where id = $1 and status in ('pending', 'charging')",
    [id],
  );
  return rowCount === 1;
}
