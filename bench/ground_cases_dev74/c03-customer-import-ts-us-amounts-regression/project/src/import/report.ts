import type { RowError } from "./validate.js";

function cell(v: string): string {
  return /[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** One CSV line per failed input line: line number, the problems, then the original columns. */
export function buildErrorReport(errors: RowError[], delimiter = ","): string {
  if (errors.length === 0) return "";
  const byLine = new Map<string, RowError[]>();
  for (const e of errors) {
    const list = byLine.get(e.line) ?? [];
    list.push(e);
    byLine.set(e.line, list);
  }
  const columns = Object.keys(errors[0].raw).filter((k) => k !== "__line");
  const out = [["line", "errors", ...columns].join(delimiter)];
  for (const [line, list] of byLine) {
    const raw = list[0].raw;
    const problems = list.map((e) => `${e.field}: ${e.message}`).join(" | ");
    out.push([line, cell(problems), ...columns.map((c) => cell(raw[c] ?? ""))].join(delimiter));
  }
  return "\uFEFF" + out.join("\r\n") + "\r\n";
}
