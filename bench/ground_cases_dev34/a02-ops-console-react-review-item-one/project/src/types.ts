export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled" | "refunded";

export interface OrderLine {
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
}

export interface Order {
  id: string;
  number: string;
  customer: string;
  email: string;
  status: OrderStatus;
  currency: "EUR" | "GBP" | "USD";
  total: number;
  createdAt: string;
  lines: OrderLine[];
}

export interface OrderQuery {
  status?: OrderStatus;
  search?: string;
}
