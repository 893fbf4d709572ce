import { formatStamp } from "./format/time";
import { money } from "./format/money";

export type Line = { name: string; qty: number; unitCents: number };

export function renderReceipt(store: string, lines: Line[], at: Date, tz: string): string {
  const out: string[] = [];
  out.push(store.toUpperCase());
  out.push(formatStamp(at, tz));
  out.push("-".repeat(32));
  let total = 0;
  for (const l of lines) {
    const cents = l.qty * l.unitCents;
    total += cents;
    out.push(`${l.qty} x ${l.name}`.padEnd(22) + money(cents).padStart(10));
  }
  out.push("-".repeat(32));
  out.push("TOTAL".padEnd(22) + money(total).padStart(10));
  return out.join("\n");
}

export function receiptWidth(text: string): number {
  return Math.max(...text.split("\n").map((l) => l.length));
}

export function isBlank(lines: Line[]): boolean {
  return lines.every((l) => l.qty === 0);
}

export function lineCount(lines: Line[]): number {
  return lines.reduce((n, l) => n + l.qty, 0);
}
