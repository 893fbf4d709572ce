import { Pool } from "pg";

export interface Order {
  id: string;
  customerId: string;
  status: "open" | "paid" | "shipped" | "cancelled";
  totalCents: number;
  createdAt: Date;
  deletedAt: Date | null;
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

function toOrder(row: Record<string, unknown>): Order {
  return {
    id: String(row.id),
    customerId: String(row.customer_id),
    status: row.status as Order["status"],
    totalCents: Number(row.total_cents),
    createdAt: new Date(String(row.created_at)),
    deletedAt: row.deleted_at ? new Date(String(row.deleted_at)) : null,
  };
}

export const orders = {
  async list(customerId: string | undefined, limit: number, offset: number): Promise<Order[]> {
    const { rows } = await pool.query(
      `SELECT * FROM orders
        WHERE deleted_at IS NULL AND ($1::text IS NULL OR customer_id = $1)
        ORDER BY created_at DESC
        LIMIT $2 OFFSET $3`,
      [customerId ?? null, limit, offset],
    );
    return rows.map(toOrder);
  },

  async count(customerId: string | undefined): Promise<number> {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM orders
        WHERE deleted_at IS NULL AND ($1::text IS NULL OR customer_id = $1)`,
      [customerId ?? null],
    );
    return rows[0].n;
  },

  async get(id: string): Promise<Order | null> {
    const { rows } = await pool.query("SELECT * FROM orders WHERE id = $1 AND deleted_at IS NULL", [id]);
    return rows.length ? toOrder(rows[0]) : null;
  },

  async softDelete(id: string): Promise<void> {
    await pool.query("UPDATE orders SET deleted_at = now() WHERE id = $1", [id]);
  },
};

export async function close(): Promise<void> {
  await pool.end();
}
