/**
 * Write rows (arrays of values) as CSV. Fields that contain the delimiter, a quote,
 * or a line break are quoted, and quotes inside them are doubled.
 */

const NEEDS_QUOTES = /[",\r\n]/;

export function quoteField(value, delimiter = ",") {
  const text = value === null || value === undefined ? "" : String(value);
  if (NEEDS_QUOTES.test(text) || text.includes(delimiter) || /^\s|\s$/.test(text)) {
    return `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

export function stringify(rows, options = {}) {
  const { delimiter = ",", newline = "\r\n", header } = options;
  const lines = [];
  if (header) lines.push(header.map((h) => quoteField(h, delimiter)).join(delimiter));
  for (const row of rows) {
    const values = Array.isArray(row) ? row : (header ?? Object.keys(row)).map((k) => row[k]);
    lines.push(values.map((v) => quoteField(v, delimiter)).join(delimiter));
  }
  return lines.length ? lines.join(newline) + newline : "";
}

/** Rows of objects to CSV with a header taken from the first object's keys. */
export function stringifyObjects(objects, options = {}) {
  if (objects.length === 0) return "";
  const header = options.header ?? Object.keys(objects[0]);
  return stringify(objects, { ...options, header });
}
