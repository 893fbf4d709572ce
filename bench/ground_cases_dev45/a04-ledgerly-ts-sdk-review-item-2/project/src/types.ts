export interface Invoice {
  id: string;
  number: string;
  total: number;
  currency: string;
  status: "draft" | "open" | "paid" | "void";
}

export type InvoiceInput = Omit<Invoice, "id" | "number" | "status">;

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}
