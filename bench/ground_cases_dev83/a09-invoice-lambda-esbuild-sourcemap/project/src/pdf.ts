import PDFDocument from "pdfkit";
import type { InvoiceRow } from "./db";

function money(cents: number): string {
  return (cents / 100).toFixed(2) + " EUR";
}

export function renderInvoice(inv: InvoiceRow): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.fontSize(18).text(`Invoice ${inv.number}`);
    doc.fontSize(10).text(inv.customer_name).text(inv.issued_at.toISOString().slice(0, 10));
    doc.moveDown();
    let total = 0;
    for (const line of inv.lines) {
      const amount = line.qty * line.unit_cents;
      total += amount;
      doc.text(`${line.qty} x ${line.description}`, { continued: true }).text(money(amount), { align: "right" });
    }
    doc.moveDown().fontSize(12).text(`Total ${money(total)}`, { align: "right" });
    doc.end();
  });
}
