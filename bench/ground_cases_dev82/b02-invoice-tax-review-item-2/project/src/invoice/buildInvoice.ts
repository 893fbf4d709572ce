import { summarizeByRate } from "../tax/consumptionTax";
import type { Invoice, InvoiceTotals } from "./types";

export function computeTotals(invoice: Invoice): InvoiceTotals {
  const byRate = summarizeByRate(invoice.items);
  const net = byRate.reduce((sum, r) => sum + r.net, 0);
  const tax = byRate.reduce((sum, r) => sum + r.tax, 0);
  return { byRate, net, tax, total: net + tax };
}

export function invoiceNumber(prefix: string, seq: number, issuedAt: Date): string {
  const y = issuedAt.getFullYear();
  const m = String(issuedAt.getMonth() + 1).padStart(2, "0");
  return `${prefix}-${y}${m}-${String(seq).padStart(5, "0")}`;
}

export function validateInvoice(invoice: Invoice): string[] {
  const errors: string[] = [];
  if (!invoice.number) {
    errors.push("number is required");
  }
  if (invoice.items.length === 0) {
    errors.push("at least one item is required");
  }
  for (const item of invoice.items) {
    if (!Number.isInteger(item.unitPrice) || item.unitPrice < 0) {
      errors.push(`${item.sku}: unitPrice must be a non-negative integer`);
    }
    if (!Number.isInteger(item.quantity) || item.quantity <= 0) {
      errors.push(`${item.sku}: quantity must be a positive integer`);
    }
  }
  return errors;
}
