import pg from "pg";

import { config } from "../config.js";
import type { SalesRow } from "../report/buildWorkbook.js";

const pool = new pg.Pool({ connectionString: config.databaseUrl });

export async function salesByDay(from: Date, to: Date): Promise<SalesRow[]> {
  const { rows } = await pool.query(
    `SELECT to_char(o.paid_at::date, 'YYYY-MM-DD') AS day,
            o.channel,
            count(*)::int AS orders,
            sum(o.total_net)::float AS "revenueNet",
            coalesce(sum(r.amount_net), 0)::float AS refunds
       FROM orders o
       LEFT JOIN refunds r ON r.order_id = o.id
      WHERE o.paid_at >= $1 AND o.paid_at < $2
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [from, to],
  );
  return rows;
}

export async function close(): Promise<void> {
  await pool.end();
}
