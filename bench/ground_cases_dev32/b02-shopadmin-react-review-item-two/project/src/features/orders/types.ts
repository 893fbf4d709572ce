export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  id: string;
  number: string;
  customerName: string;
  status: OrderStatus;
  currency: "JPY" | "USD";
  total: number;
  lines: OrderLine[];
  createdAt: string;
  note?: string;
}

export interface OrderFilter {
  status: OrderStatus | "all";
  q: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}
