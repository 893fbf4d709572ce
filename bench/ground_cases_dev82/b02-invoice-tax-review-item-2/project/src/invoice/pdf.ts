import PDFDocument from "pdfkit";

import { config } from "../config";
import { computeTotals } from "./buildInvoice";
import type { Invoice } from "./types";

const yen = (n: number) => `¥${n.toLocaleString("ja-JP")}`;

export function renderInvoicePdf(invoice: Invoice): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: "A4", margin: 48 });
  const totals = computeTotals(invoice);

  doc.font("fonts/NotoSansJP-Regular.ttf");
  doc.fontSize(18).text("請求書", { align: "center" });
  doc.moveDown();
  doc.fontSize(10).text(`${invoice.customerName} 御中`);
  doc.text(`請求書番号: ${invoice.number}`);
  doc.text(`発行日: ${invoice.issuedAt.toLocaleDateString("ja-JP", { timeZone: config.timezone })}`);
  doc.moveDown();
  doc.text(config.issuerName, { align: "right" });
  doc.text(config.issuerAddress, { align: "right" });
  doc.moveDown();

  for (const item of invoice.items) {
    const mark = item.category === "food" ? " ※" : "";
    doc.text(`${item.name}${mark}  ${yen(item.unitPrice)} × ${item.quantity}`);
  }
  doc.moveDown();
  for (const row of totals.byRate) {
    doc.text(`${row.rate}%対象 ${yen(row.net)}  消費税 ${yen(row.tax)}`);
  }
  doc.text(`合計 ${yen(totals.total)}`);
  doc.text("※は軽減税率対象");
  return doc;
}
