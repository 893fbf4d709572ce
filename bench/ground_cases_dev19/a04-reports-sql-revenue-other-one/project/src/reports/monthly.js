import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pool } from "../db.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const SQL_PATH = path.join(here, "../../sql/reports/monthly_revenue.sql");

let cachedSql;

async function loadSql() {
  cachedSql ??= await readFile(SQL_PATH, "utf8");
  return cachedSql;
}

export function monthBounds(year, month) {
  // month is 1-12; returns ISO dates for [first day, first day of next month)
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(month === 12 ? year + 1 : year, month % 12, 1));
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

export async function monthlyRevenue(year, month, db = pool) {
  const [from, to] = monthBounds(year, month);
  const { rows } = await db.query(await loadSql(), [from, to]);
  const totals = rows.reduce(
    (acc, r) => ({
      orders: acc.orders + Number(r.orders),
      net_cents: acc.net_cents + Number(r.net_cents),
    }),
    { orders: 0, net_cents: 0 },
  );
  return { month: `${year}-${String(month).padStart(2, "0")}`, channels: rows, totals };
}
