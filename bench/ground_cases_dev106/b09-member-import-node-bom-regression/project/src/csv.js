// 最小限の CSV パーサ（ダブルクォートとエスケープ "" だけ対応）

export function parseLine(line) {
  const out = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cur += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      out.push(cur);
      cur = "";
    } else {
      cur += ch;
    }
  }
  out.push(cur);
  return out;
}

function toRecord(header, cells, lineNo) {
  if (cells.length !== header.length) {
    throw new Error(`line ${lineNo}: expected ${header.length} columns, got ${cells.length}`);
  }
  return Object.fromEntries(header.map((h, i) => [h, cells[i].trim()]));
}

const BOM = "\uFEFF";

function stripBom(s) {
  return s.startsWith(BOM) ? s.slice(1) : s;
}

export function parseCsv(text) {
  const lines = text.split(/\r?\n/);
  const header = parseLine(stripBom(lines[0])).map((h) => h.trim());
  return lines.slice(1).map((line, i) => toRecord(header, parseLine(line), i + 2));
}
