import type { FastifyInstance } from "fastify";
import { formatDateForCsv } from "../utils/date.js";
import { listOrdersForExport, type OrderRow } from "../db/orders.js";

const HEADER = ["注文番号", "注文日", "顧客名", "商品数", "合計金額", "ステータス"];

function escape(value: string): string {
  if (/[",\n]/.test(value)) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

export function toCsvLine(order: OrderRow): string {
  return [
    order.orderNumber,
    formatDateForCsv(order.orderedAt),
    order.customerName,
    String(order.itemCount),
    String(order.totalYen),
    order.status,
  ]
    .map(escape)
    .join(",");
}

export async function ordersCsvRoute(app: FastifyInstance): Promise<void> {
  app.get("/export/orders.csv", async (req, reply) => {
    const { from, to } = req.query as { from?: string; to?: string };
    const rows = await listOrdersForExport(app.pg, { from, to });
    const body = [HEADER.join(","), ...rows.map(toCsvLine)].join("\r\n");
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="orders.csv"')
      // BOM so Excel opens the Japanese headers correctly
      .send("\uFEFF" + body + "\r\n");
  });
}
