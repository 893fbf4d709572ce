import type { PoolClient } from "pg";

/**
 * Invoice numbers are gapless per series and calendar year, e.g. INV-2025-00412.
 * Finance relies on them being unique: they are the legal document number.
 */
export function formatInvoiceNumber(series: string, year: number, seq: number): string {
  return `${series}-${year}-${String(seq).padStart(5, "0")}`;
}

export function parseInvoiceNumber(value: string): { series: string; year: number; seq: number } | null {
  const m = /^([A-Z]+)-(\d{4})-(\d{5,})$/.exec(value);
  if (!m) return null;
  return { series: m[1], year: Number(m[2]), seq: Number(m[3]) };
}

export async function nextInvoiceNumber(
  client: PoolClient,
  series: string,
  issuedAt: Date,
): Promise<{ number: string; seq: number; year: number }> {
  const year = issuedAt.getUTCFullYear();
  const { rows } = await client.query<{ max: number | null }>(
    "SELECT MAX(seq) AS max FROM invoices WHERE series = $1 AND year = $2",
    [series, year],
  );
  const seq = (rows[0]?.max ?? 0) + 1;
  return { number: formatInvoiceNumber(series, year, seq), seq, year };
}
