import { parseTable, type Align, type Table } from "./parse.js";
import { displayWidth } from "./width.js";

export interface FormatOptions {
  /** The narrowest a column gets; GFM needs at least three dashes. */
  minWidth?: number;
}

const MIN_WIDTH = 3;

export function formatTable(markdown: string, options: FormatOptions = {}): string {
  return render(parseTable(markdown), options);
}

export function render(table: Table, options: FormatOptions = {}): string {
  const count = table.header.length;
  const rows = [table.header, ...table.rows].map((r) => normalizeRow(r, count));
  const widths = columnWidths(rows, count, Math.max(3, options.minWidth ?? MIN_WIDTH));
  const lines = [
    renderRow(rows[0], widths, table.aligns),
    renderDelimiter(widths, table.aligns),
    ...rows.slice(1).map((r) => renderRow(r, widths, table.aligns)),
  ];
  return lines.join("\n") + "\n";
}

function normalizeRow(row: string[], count: number): string[] {
  const out = row.slice(0, count);
  while (out.length < count) out.push("");
  return out;
}

function columnWidths(rows: string[][], count: number, min: number): number[] {
  const widths = new Array<number>(count).fill(min);
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i], cell.length);
    });
  }
  return widths;
}

function renderRow(cells: string[], widths: number[], aligns: Align[]): string {
  return "| " + cells.map((c, i) => padCell(c, widths[i], aligns[i])).join(" | ") + " |";
}

function renderDelimiter(widths: number[], aligns: Align[]): string {
  const cells = widths.map((w, i) => {
    switch (aligns[i]) {
      case "left":
        return ":" + "-".repeat(w - 1);
      case "right":
        return "-".repeat(w - 1) + ":";
      case "center":
        return ":" + "-".repeat(w - 2) + ":";
      default:
        return "-".repeat(w);
    }
  });
  return "| " + cells.join(" | ") + " |";
}

function padCell(text: string, width: number, align: Align): string {
  const gap = Math.max(0, width - displayWidth(text));
  switch (align) {
    case "right":
      return " ".repeat(gap) + text;
    case "center": {
      const left = Math.floor(gap / 2);
      return " ".repeat(left) + text + " ".repeat(gap - left);
    }
    default:
      return text + " ".repeat(gap);
  }
}
