export type OrderStatus = "new" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  number: string;
  customerName: string;
  total: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  ordersCount: number;
  lastOrderAt: string;
}

export interface RevenuePoint {
  day: string;
  amount: number;
}
