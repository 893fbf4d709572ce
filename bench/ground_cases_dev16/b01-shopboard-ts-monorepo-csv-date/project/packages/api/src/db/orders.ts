import type { Pool } from "pg";
import { jstDayRange } from "../utils/date.js";

export interface OrderRow {
  orderNumber: string;
  orderedAt: Date;
  customerName: string;
  itemCount: number;
  totalYen: number;
  status: string;
}

export async function listOrdersForExport(
  pg: Pool,
  opts: { from?: string; to?: string },
): Promise<OrderRow[]> {
  const from = opts.from ? new Date(opts.from) : new Date(Date.now() - 30 * 86_400_000);
  const to = opts.to ? new Date(opts.to) : new Date();
  const range = jstDayRange(from, to);
  const { rows } = await pg.query(
    `SELECT o.order_number, o.ordered_at, c.name AS customer_name,
            (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) AS item_count,
            o.total_yen, o.status
       FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.ordered_at >= $1 AND o.ordered_at < $2
      ORDER BY o.ordered_at`,
    [range.from, range.to],
  );
  return rows.map((r) => ({
    orderNumber: r.order_number,
    orderedAt: r.ordered_at,
    customerName: r.customer_name,
    itemCount: Number(r.item_count),
    totalYen: Number(r.total_yen),
    status: r.status,
  }));
}
