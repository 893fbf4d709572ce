const QUOTE = '"';

export function parse(text, { delimiter = "," } = {}) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === QUOTE && text[i + 1] === QUOTE) {
        field += QUOTE;
        i += 2;
        continue;
      }
      if (ch === QUOTE) {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === QUOTE && field === "") {
      quoted = true;
    } else if (ch === delimiter) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      if (ch === "\r" && text[i + 1] === "\n") i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (quoted) throw new SyntaxError("unterminated quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
