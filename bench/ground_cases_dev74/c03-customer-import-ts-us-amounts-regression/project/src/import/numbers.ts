/** Amount and date parsing for customer files (Excel exports from many countries). */

export type DecimalSeparator = "." | ",";

/** Which decimal separator a file uses, judged from a sample of one amount column. */
export function detectDecimalSeparator(sample: string[]): DecimalSeparator {
  return sample.some((v) => v.includes(",")) ? "," : ".";
}

export function parseAmount(raw: string | undefined, decimal: DecimalSeparator = "."): number | null {
  if (raw === undefined) return null;
  let s = raw.trim().replace(/[\s€$£¥]/g, "");
  if (s === "") return null;
  if (decimal === ",") s = s.replace(/\./g, "").replace(",", ".");
  else s = s.replace(/,/g, "");
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const DATE_PATTERNS: [RegExp, (m: RegExpMatchArray) => [number, number, number]][] = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (m) => [+m[1], +m[2], +m[3]]],
  [/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, (m) => [+m[3], +m[2], +m[1]]],
  [/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, (m) => [+m[1], +m[2], +m[3]]],
];

export function parseDate(raw: string | undefined): string | null {
  if (!raw) return null;
  const s = raw.trim();
  for (const [re, pick] of DATE_PATTERNS) {
    const m = s.match(re);
    if (!m) continue;
    const [y, mo, d] = pick(m);
    if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
    return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  }
  return null;
}
