export type TaxRate = 8 | 10;

export type Category = "food" | "beverage" | "alcohol" | "goods" | "service";

export interface InvoiceItem {
  sku: string;
  name: string;
  category: Category;
  unitPrice: number; // 税抜・円
  quantity: number;
  taxRateOverride?: TaxRate;
}

export interface Invoice {
  number: string;
  customerName: string;
  issuedAt: Date;
  items: InvoiceItem[];
}

export interface InvoiceTotals {
  byRate: { rate: TaxRate; net: number; tax: number }[];
  net: number;
  tax: number;
  total: number;
}
