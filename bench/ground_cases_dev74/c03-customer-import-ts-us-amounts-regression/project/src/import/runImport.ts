import pg from "pg";
import { readRows } from "./csvReader.js";
import { detectDecimalSeparator, parseAmount } from "./numbers.js";
import { validateRow, type Customer, type RowError } from "./validate.js";

export interface ImportResult {
  fileName: string;
  imported: number;
  errors: RowError[];
}

export async function runImport(buf: Buffer, opts: { fileName: string; dryRun?: boolean }): Promise<ImportResult> {
  const rows = readRows(buf);
  const decimal = detectDecimalSeparator(rows.slice(0, 200).map((r) => r.creditLimit ?? ""));
  const parse = (raw: string | undefined) => parseAmount(raw, decimal);
  const good: Customer[] = [];
  const errors: RowError[] = [];
  for (const row of rows) {
    const res = validateRow(row, parse);
    if (Array.isArray(res)) errors.push(...res);
    else good.push(res);
  }
  if (!opts.dryRun && good.length > 0) await upsertCustomers(good);
  return { fileName: opts.fileName, imported: good.length, errors };
}

async function upsertCustomers(customers: Customer[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const c of customers) {
      await client.query(
        `INSERT INTO customers (email, name, company, country, phone, credit_limit, customer_since)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, company = EXCLUDED.company,
           country = EXCLUDED.country, phone = EXCLUDED.phone, credit_limit = EXCLUDED.credit_limit`,
        [c.email, c.name, c.company, c.country, c.phone, c.creditLimit, c.customerSince],
      );
    }
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  } finally {
    await client.end();
  }
}
