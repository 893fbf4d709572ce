import { inTransaction } from "../db.js";
import { nextInvoiceNumber } from "./numbering.js";

/**
 * A credit note cancels all or part of an issued invoice. It has its own number series
 * (CN-YYYY-NNNNN) and always points back at the invoice it corrects.
 */
export async function createCreditNote(invoiceId: string, amountCents: number, reason: string, issuedAt = new Date()) {
  return inTransaction(async (client) => {
    const inv = await client.query("SELECT id, net_cents, tax_cents, currency FROM invoices WHERE id = $1", [invoiceId]);
    if (inv.rowCount === 0) throw new Error(`invoice ${invoiceId} not found`);
    const gross = inv.rows[0].net_cents + inv.rows[0].tax_cents;
    if (amountCents > gross) throw new Error("credit note exceeds invoice total");
    const { number, seq, year } = await nextInvoiceNumber(client, "CN", issuedAt);
    await client.query(
      `INSERT INTO invoices (number, series, year, seq, customer_id, currency, net_cents, tax_cents, issued_at, corrects_id, note)
       SELECT $1, 'CN', $2, $3, customer_id, currency, $4, 0, $5, id, $6 FROM invoices WHERE id = $7`,
      [number, year, seq, -amountCents, issuedAt, reason, invoiceId],
    );
    return { number };
  });
}
