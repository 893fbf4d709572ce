import nodemailer from "nodemailer";

import { closePool, fetchOrders } from "../db/orders.js";
import { jstMonthRange, monthKey, previousMonthJst } from "../lib/dates.js";
import { putReport } from "../lib/s3.js";
import { sumByCustomer } from "../report/aggregate.js";
import { buildMonthlyWorkbook } from "../report/monthly.js";

const BUCKET = process.env.REPORT_BUCKET ?? "hoshino-reports";
const TO = (process.env.REPORT_TO ?? "keiri@hoshino.example").split(",");

/** "2025-10" -> [2025, 10]; throws on anything else. */
export function parseMonthArg(arg: string): [number, number] {
  const m = /^(\d{4})-(\d{2})$/.exec(arg);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) {
    throw new Error(`invalid month: ${arg} (expected YYYY-MM)`);
  }
  return [Number(m[1]), Number(m[2])];
}

export async function sendMonthlyReport(target?: [number, number], now: Date = new Date()): Promise<void> {
  const [year, month] = target ?? previousMonthJst(now);
  const key = monthKey(year, month);
  const [from, to] = jstMonthRange(year, month);

  const rows = await fetchOrders(from, to);
  const totals = sumByCustomer(rows);
  const xlsx = await buildMonthlyWorkbook(key, totals);

  const objectKey = "reports/monthly-sales.xlsx";
  const url = await putReport(BUCKET, objectKey, xlsx);
  console.log(`uploaded ${url} (${rows.length} orders, ${totals.length} customers)`);

  const transport = nodemailer.createTransport({ host: process.env.SMTP_HOST, port: 587 });
  await transport.sendMail({
    from: "reports@hoshino.example",
    to: TO,
    subject: `【月次売上】${key}`,
    text: `${key} の月次売上レポートを添付します。\n保管先: ${url}`,
    attachments: [{ filename: `monthly-sales-${key}.xlsx`, content: xlsx }],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv[2];
  sendMonthlyReport(arg ? parseMonthArg(arg) : undefined)
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => closePool());
}
