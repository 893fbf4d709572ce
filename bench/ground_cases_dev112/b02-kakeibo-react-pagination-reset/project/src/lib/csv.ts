import type { Expense } from "../types";

function escape(v: string): string {
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(rows: Expense[]): string {
  const header = ["date", "title", "category", "amount"].join(",");
  const lines = rows.map((e) => [e.date, escape(e.title), e.category, String(e.amount)].join(","));
  return [header, ...lines].join("\r\n");
}

export function downloadCsv(rows: Expense[], filename = "expenses.csv"): void {
  const bom = "\ufeff";
  const blob = new Blob([bom + toCsv(rows)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

export function csvFilename(category: string, today = new Date()): string {
  const y = today.getFullYear();
  const m = String(today.getMonth() + 1).padStart(2, "0");
  const d = String(today.getDate()).padStart(2, "0");
  const tag = category === "all" ? "all" : category;
  return `expenses-${tag}-${y}${m}${d}.csv`;
}
