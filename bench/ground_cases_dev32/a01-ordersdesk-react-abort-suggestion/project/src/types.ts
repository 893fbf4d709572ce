export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled" | "refunded";

export interface Order {
  id: number;
  number: string;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  itemCount: number;
  totalCents: number;
  currency: string;
  createdAt: string;
}

export interface OrderLine {
  sku: string;
  title: string;
  quantity: number;
  unitCents: number;
}

export interface OrderDetail extends Order {
  lines: OrderLine[];
  shippingAddress: string;
  notes: string | null;
}

export const STATUSES: OrderStatus[] = ["pending", "paid", "shipped", "cancelled", "refunded"];
