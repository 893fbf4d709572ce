import PDFDocument from "pdfkit";

export interface PdfInvoice {
  number: string;
  issuedAt: Date;
  customerName: string;
  customerAddress: string[];
  currency: string;
  lines: { description: string; quantity: number; unitPriceCents: number; taxRate: number }[];
  netCents: number;
  taxCents: number;
}

const SELLER_FOOTER =
  "USt-IdNr. DE318224719 · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency }).format(cents / 100);

export function renderInvoicePdf(inv: PdfInvoice): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  doc.fontSize(18).text(`Rechnung ${inv.number}`);
  doc.fontSize(10).text(`Datum: ${inv.issuedAt.toISOString().slice(0, 10)}`);
  doc.moveDown();
  doc.text(inv.customerName);
  inv.customerAddress.forEach((l) => doc.text(l));
  doc.moveDown();
  for (const line of inv.lines) {
    const total = line.quantity * line.unitPriceCents;
    doc.text(`${line.quantity} × ${line.description}  ${money(total, inv.currency)}  (${line.taxRate * 100} % USt.)`);
  }
  doc.moveDown();
  doc.text(`Netto: ${money(inv.netCents, inv.currency)}`);
  doc.text(`USt.: ${money(inv.taxCents, inv.currency)}`);
  doc.fontSize(12).text(`Gesamt: ${money(inv.netCents + inv.taxCents, inv.currency)}`);
  doc
    .fontSize(8)
    .text(SELLER_FOOTER, 50, doc.page.height - 80, { width: doc.page.width - 100, align: "center" });
  return doc;
}
