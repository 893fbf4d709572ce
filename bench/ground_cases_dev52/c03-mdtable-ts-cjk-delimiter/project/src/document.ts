import { formatTable, type FormatOptions } from "./format.js";
import { isDelimiterRow } from "./parse.js";

const FENCE = /^\s*(```|~~~)/;

/**
 * Format every table in a Markdown document. Text inside code fences is left alone, and
 * the document's line ending (LF or CRLF) is kept.
 */
export function formatDocument(markdown: string, options: FormatOptions = {}): string {
  const eol = markdown.includes("\r\n") ? "\r\n" : "\n";
  const lines = markdown.split(/\r?\n/);
  const out: string[] = [];
  let fenced = false;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (FENCE.test(line)) {
      fenced = !fenced;
      out.push(line);
      i++;
      continue;
    }
    if (!fenced && line.includes("|") && i + 1 < lines.length && isDelimiterRow(lines[i + 1])) {
      let end = i + 2;
      while (end < lines.length && lines[end].includes("|") && lines[end].trim() !== "") end++;
      const table = formatTable(lines.slice(i, end).join("\n"), options);
      out.push(...table.trimEnd().split("\n"));
      i = end;
      continue;
    }
    out.push(line);
    i++;
  }
  return out.join(eol);
}
