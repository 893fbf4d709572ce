export type Align = "none" | "left" | "right" | "center";

export interface Table {
  header: string[];
  align: Align[];
  rows: string[][];
}

/** Where a table sits in a Markdown document, by 0-based line index (end exclusive). */
export interface TableSpan {
  start: number;
  end: number;
}

const SEPARATOR = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/;

/** Split a table row on pipes that are not escaped with a backslash. */
export function splitRow(line: string): string[] {
  let body = line.trim();
  if (body.startsWith("|")) body = body.slice(1);
  if (body.endsWith("|") && !body.endsWith("\\|")) body = body.slice(0, body.length - 1);
  const cells: string[] = [];
  let current = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === "\\" && body[i + 1] === "|") {
      current += "\\|";
      i++;
    } else if (ch === "|") {
      cells.push(current.trim());
      current = "";
    } else {
      current += ch;
    }
  }
  cells.push(current.trim());
  return cells;
}

function parseAlign(cell: string): Align {
  const left = cell.startsWith(":");
  const right = cell.endsWith(":");
  if (left && right) return "center";
  if (left) return "left";
  if (right) return "right";
  return "none";
}

export function parseTable(text: string): Table {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (lines.length < 2 || !SEPARATOR.test(lines[1].trim())) {
    throw new Error("not a Markdown table: the second line must be the |---| separator");
  }
  return {
    header: splitRow(lines[0]),
    align: splitRow(lines[1]).map(parseAlign),
    rows: lines.slice(2).map(splitRow),
  };
}

/** The tables in a Markdown document: a row line followed by a separator line. */
export function findTables(lines: string[]): TableSpan[] {
  const spans: TableSpan[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].includes("|") || !SEPARATOR.test(lines[i + 1].trim())) continue;
    let end = i + 2;
    while (end < lines.length && lines[end].includes("|") && lines[end].trim().length > 0) end++;
    spans.push({ start: i, end });
    i = end - 1;
  }
  return spans;
}
