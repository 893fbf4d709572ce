import { Pool } from "pg";

let pool: Pool | undefined;

export function db(): Pool {
  pool ??= new Pool({
    connectionString: process.env.DATABASE_URL,
    max: 2,
    idleTimeoutMillis: 10_000,
    ssl: { rejectUnauthorized: true },
  });
  return pool;
}

export interface InvoiceRow {
  id: string;
  number: string;
  customer_name: string;
  issued_at: Date;
  lines: { description: string; qty: number; unit_cents: number }[];
}

export async function loadInvoice(id: string): Promise<InvoiceRow | null> {
  const { rows } = await db().query<InvoiceRow>(
    "SELECT id, number, customer_name, issued_at, lines FROM invoices WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}
