import type { Align, Table } from "./parse.js";
import { displayWidth } from "./width.js";

export interface FormatOptions {
  /** Minimum width of a column, without the padding spaces. Default 3, so `---` fits. */
  minWidth?: number;
  /** Put one space between each pipe and the cell text. Default true. */
  padding?: boolean;
}

/** The width of each column: its longest cell, but at least minWidth. */
export function columnWidths(table: Table, minWidth: number): number[] {
  const widths: number[] = [];
  for (const row of [table.header, ...table.rows]) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? minWidth, cell.length);
    });
  }
  return widths;
}

function padCell(cell: string, width: number, align: Align): string {
  const gap = Math.max(0, width - displayWidth(cell));
  switch (align) {
    case "right":
      return " ".repeat(gap) + cell;
    case "center": {
      const left = Math.floor(gap / 2);
      return " ".repeat(left) + cell + " ".repeat(gap - left);
    }
    default:
      return cell + " ".repeat(gap);
  }
}

function separatorCell(width: number, align: Align): string {
  switch (align) {
    case "left":
      return ":" + "-".repeat(width - 1);
    case "right":
      return "-".repeat(width - 1) + ":";
    case "center":
      return ":" + "-".repeat(width - 2) + ":";
    default:
      return "-".repeat(width);
  }
}

function renderRow(cells: string[], padding: boolean): string {
  const sp = padding ? " " : "";
  return "|" + cells.map((c) => sp + c + sp).join("|") + "|";
}

/** Render a table with every column padded to the same width. */
export function formatTable(table: Table, options: FormatOptions = {}): string {
  const minWidth = options.minWidth ?? 3;
  const padding = options.padding ?? true;
  const widths = columnWidths(table, minWidth);
  const fill = (row: string[]) => widths.map((_, i) => row[i] ?? "");
  const align = (i: number): Align => table.align[i] ?? "none";
  const lines = [
    renderRow(fill(table.header).map((c, i) => padCell(c, widths[i], align(i))), padding),
    renderRow(widths.map((w, i) => separatorCell(w, align(i))), padding),
    ...table.rows.map((row) => renderRow(fill(row).map((c, i) => padCell(c, widths[i], align(i))), padding)),
  ];
  return lines.join("\n") + "\n";
}
