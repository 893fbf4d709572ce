export type InvoiceStatus = "draft" | "sent" | "paid" | "void";

export interface Invoice {
  id: string;
  number: string;
  customerName: string;
  issuedAt: string; // ISO 8601, UTC
  dueAt: string; // ISO 8601, UTC
  totalCents: number;
  currency: "EUR" | "USD" | "GBP";
  status: InvoiceStatus;
}
