import type { OrderRow } from "../db/orders.js";
import { jstMonthKey } from "../lib/dates.js";

export interface CustomerTotal {
  customerCode: string;
  customerName: string;
  orders: number;
  amount: number;
  taxAmount: number;
}

export function groupByMonth(rows: OrderRow[]): Map<string, OrderRow[]> {
  const out = new Map<string, OrderRow[]>();
  for (const row of rows) {
    const key = jstMonthKey(row.orderedAt);
    const list = out.get(key) ?? [];
    list.push(row);
    out.set(key, list);
  }
  return out;
}

export function sumByCustomer(rows: OrderRow[]): CustomerTotal[] {
  const totals = new Map<string, CustomerTotal>();
  for (const row of rows) {
    if (row.status === "cancelled") continue;
    const sign = row.status === "refunded" ? -1 : 1;
    const t = totals.get(row.customerCode) ?? {
      customerCode: row.customerCode,
      customerName: row.customerName,
      orders: 0,
      amount: 0,
      taxAmount: 0,
    };
    t.orders += 1;
    t.amount += sign * row.amount;
    t.taxAmount += sign * row.taxAmount;
    totals.set(row.customerCode, t);
  }
  return [...totals.values()].sort((a, b) => b.amount - a.amount);
}
