export type InvoiceStatus = "draft" | "sent" | "paid" | "void";

export interface Invoice {
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  status: InvoiceStatus;
  totalCents: number;
  currency: string;
  issuedAt: string;
  dueAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}
