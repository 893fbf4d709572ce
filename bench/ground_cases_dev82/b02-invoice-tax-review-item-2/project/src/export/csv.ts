import { config } from "../config";
import { computeTotals } from "../invoice/buildInvoice";
import type { Invoice } from "../invoice/types";

const HEADER = ["number", "customer", "issued_at", "net", "tax", "total"];

function escape(value: string): string {
  if (/[",\n]/.test(value)) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

function isoDate(d: Date): string {
  // sv-SE ロケールは YYYY-MM-DD で出る
  return d.toLocaleDateString("sv-SE", { timeZone: config.timezone });
}

export function invoicesToCsv(invoices: Invoice[]): string {
  const rows = [HEADER.join(",")];
  for (const inv of invoices) {
    const t = computeTotals(inv);
    rows.push(
      [inv.number, inv.customerName, isoDate(inv.issuedAt), String(t.net), String(t.tax), String(t.total)]
        .map(escape)
        .join(","),
    );
  }
  return rows.join("\n") + "\n";
}
