import { inTransaction } from "../db.js";
import { nextInvoiceNumber } from "./numbering.js";

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxRate: number; // 0.19 for 19 %
}

export interface CreateInvoiceInput {
  customerId: string;
  currency: string;
  lines: InvoiceLineInput[];
}

export function lineTotals(line: InvoiceLineInput): { net: number; tax: number } {
  const net = line.quantity * line.unitPriceCents;
  return { net, tax: Math.round(net * line.taxRate) };
}

export async function createInvoice(input: CreateInvoiceInput, issuedAt = new Date()) {
  return inTransaction(async (client) => {
    const { number, seq, year } = await nextInvoiceNumber(client, "INV", issuedAt);
    const totals = input.lines.map(lineTotals);
    const net = totals.reduce((s, t) => s + t.net, 0);
    const tax = totals.reduce((s, t) => s + t.tax, 0);
    const { rows } = await client.query(
      `INSERT INTO invoices (number, series, year, seq, customer_id, currency, net_cents, tax_cents, issued_at)
       VALUES ($1, 'INV', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [number, year, seq, input.customerId, input.currency, net, tax, issuedAt],
    );
    for (const [i, line] of input.lines.entries()) {
      await client.query(
        `INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents, tax_rate)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [rows[0].id, i + 1, line.description, line.quantity, line.unitPriceCents, line.taxRate],
      );
    }
    return { id: rows[0].id as string, number, netCents: net, taxCents: tax };
  });
}
