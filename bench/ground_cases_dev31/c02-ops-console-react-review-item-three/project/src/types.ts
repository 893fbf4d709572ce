export type OrderStatus = "pending" | "paid" | "shipped" | "done" | "cancelled";

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  customerName: string;
  amount: number; // 分
  createdAt: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

export interface OrderQuery {
  page: number;
  size: number;
  status?: OrderStatus;
  keyword?: string;
}
