export type OrderStatus = "draft" | "pending" | "paid" | "shipped" | "refunded";

export type Order = {
  id: string;
  number: string;
  customerName: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  createdAt: string | null;
};
