/** One CSV field: quoted when it holds a comma, quote or newline; quotes doubled (RFC 4180). */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  if (/[",\r\n]/.test(text)) {
    return `"${text.replaceAll('"', '""')}"`;
  }
  return text;
}

/** A CSV line from its fields, with the trailing newline. */
export function csvRow(fields: unknown[]): string {
  return fields.map(csvCell).join(",") + "\n";
}
