import { parse } from "csv-parse/sync";

/** Header names customers actually send, mapped to our field names. */
const HEADER_ALIASES: Record<string, string> = {
  email: "email",
  "e-mail": "email",
  mail: "email",
  name: "name",
  "company name": "company",
  company: "company",
  country: "country",
  phone: "phone",
  "credit limit": "creditLimit",
  creditlimit: "creditLimit",
  "customer since": "customerSince",
};

export type RawRow = Record<string, string> & { __line: string };

export function readRows(buf: Buffer): RawRow[] {
  const text = buf.toString("utf8").replace(/^\uFEFF/, "");
  const delimiter = text.split("\n", 1)[0].includes(";") ? ";" : ",";
  const records: Record<string, string>[] = parse(text, {
    delimiter,
    bom: true,
    columns: (header: string[]) => header.map((h) => HEADER_ALIASES[h.toLowerCase()] ?? h),
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    info: false,
  });
  return records.map((r, i) => ({ ...r, __line: String(i + 2) }));
}
