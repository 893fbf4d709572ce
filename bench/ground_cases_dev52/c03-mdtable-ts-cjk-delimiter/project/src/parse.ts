export type Align = "left" | "right" | "center" | "none";

export interface Table {
  header: string[];
  aligns: Align[];
  rows: string[][];
}

const DELIMITER_CELL = /^:?-+:?$/;

/** Split one table line into trimmed cells; `\|` does not split. */
export function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  const cells: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\" && text[i + 1] === "|") {
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

export function isDelimiterRow(line: string): boolean {
  const cells = splitRow(line);
  return cells.length > 0 && cells.every((c) => DELIMITER_CELL.test(c.replace(/\s+/g, "")));
}

function alignOf(cell: string): Align {
  const c = cell.replace(/\s+/g, "");
  if (c.startsWith(":") && c.endsWith(":")) return "center";
  if (c.endsWith(":")) return "right";
  if (c.startsWith(":")) return "left";
  return "none";
}

/** Parse a GFM table (header line, delimiter line, body lines). */
export function parseTable(markdown: string): Table {
  const lines = markdown.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (lines.length < 2 || !isDelimiterRow(lines[1])) {
    throw new Error("not a Markdown table: the second line must be a delimiter row like |---|---|");
  }
  const header = splitRow(lines[0]);
  const aligns = splitRow(lines[1]).map(alignOf);
  while (aligns.length < header.length) aligns.push("none");
  return { header, aligns, rows: lines.slice(2).map(splitRow) };
}
