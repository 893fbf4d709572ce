/**
 * Split CSV text into records, then records into fields. Quoted fields may hold
 * delimiters, newlines and doubled quotes ("") that stand for one quote.
 */

export function parse(text, options = {}) {
  const { delimiter = ",", columns = false, skipEmptyLines = true, trim = false } = options;
  if (delimiter.length !== 1 || delimiter === '"') {
    throw new TypeError(`delimiter must be one character other than '"', got ${JSON.stringify(delimiter)}`);
  }
  const rows = [];
  for (const record of records(text)) {
    if (skipEmptyLines && record === "") continue;
    rows.push(splitRow(record, delimiter, trim));
  }
  if (!columns) return rows;
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

/** Yield one string per record; a newline inside quotes does not end the record. */
export function* records(text) {
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === "\n" && !quoted) {
      yield text.slice(start, text[i - 1] === "\r" ? i - 1 : i);
      start = i + 1;
    }
  }
  if (start < text.length) yield text.slice(start);
}

/**
 * Split one record into fields. With `trim`, whitespace outside quotes is dropped;
 * what is inside quotes is kept as written.
 */
export function splitRow(line, delimiter = ",", trim = false) {
  const fields = [];
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  const finish = () => {
    fields.push(trim && !wasQuoted ? field.trim() : field);
    field = "";
    wasQuoted = false;
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        field += '"';
      } else {
        quoted = !quoted;
        if (quoted && trim) field = "";
        wasQuoted = true;
      }
      continue;
    }
    if (!quoted && ch === delimiter) {
      finish();
      continue;
    }
    if (trim && wasQuoted && !quoted && /\s/.test(ch)) continue;
    field += ch;
  }
  finish();
  return fields;
}
