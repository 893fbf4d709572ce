import pc from "picocolors";

import type { Invoice, User } from "./api.js";
import { formatJst } from "./dates.js";

export function yen(n: number): string {
  return `${n.toLocaleString("ja-JP")}円`;
}

export function userLine(user: User): string {
  const last = user.lastLoginAt ? formatJst(new Date(user.lastLoginAt)) : pc.dim("未ログイン");
  const state = user.active ? pc.green("active") : pc.dim("inactive");
  return `${user.id}  ${user.email.padEnd(32)}  ${user.plan.padEnd(10)}  ${state}  last login ${last}`;
}

export function invoiceLine(invoice: Invoice): string {
  return `${invoice.number}  ${invoice.customerId.padEnd(12)}  ${formatJst(new Date(invoice.issuedAt))}  ${yen(invoice.totalYen).padStart(12)}  ${invoice.status}`;
}

export function summary(label: string, done: number, skipped = 0): string {
  const parts = [`${label}: ${done}件`];
  if (skipped > 0) {
    parts.push(pc.yellow(`${skipped}件スキップ`));
  }
  return parts.join(" / ");
}

export function table(lines: string[]): string {
  return lines.length === 0 ? pc.dim("（該当なし）") : lines.join("\n");
}
