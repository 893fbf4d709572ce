const NEEDS_QUOTES = /[",\r\n]|^\s/;

function cell(value) {
  const s = value == null ? "" : String(value);
  return NEEDS_QUOTES.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function stringify(rows, { eol = "\n" } = {}) {
  return rows.map((row) => row.map(cell).join(",")).join(eol) + eol;
}
