import type { Entry } from "../api/client";
import { formatHours } from "./dates";

const HEADER = ["day", "project", "note", "hours", "minutes"];

function cell(value: string | number): string {
  const s = String(value);
  return /[",\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV of the entries, one row each, plus a generated-at comment line for the payroll import. */
export function entriesToCsv(entries: Entry[]): string {
  const rows = entries.map((e) => [e.day, e.project, e.note, formatHours(e.minutes), e.minutes]);
  const lines = [HEADER, ...rows].map((r) => r.map(cell).join(","));
  lines.unshift(`# generated ${new Date().toISOString()}`);
  return lines.join("\n") + "\n";
}

export function downloadCsv(name: string, csv: string): void {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
