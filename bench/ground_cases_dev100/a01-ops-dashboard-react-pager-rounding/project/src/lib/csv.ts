import type { Order } from "../api/orders";
import { csvEscape } from "./format";

const HEADER = ["number", "customer", "status", "total", "currency", "placed_at"];

/** Rows of the current page as CSV text (RFC 4180, CRLF line endings). */
export function ordersToCsv(rows: Order[]): string {
  const lines = [HEADER.join(",")];
  for (const o of rows) {
    lines.push(
      [
        csvEscape(o.number),
        csvEscape(o.customer),
        o.status,
        (o.totalCents / 100).toFixed(2),
        o.currency,
        o.placedAt,
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

/** Offer `text` as a file download in the browser. */
export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob([text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function exportFilename(page: number, status?: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const scope = status ? `${status}-` : "";
  return `orders-${scope}${day}-p${page}.csv`;
}
