import { getJson } from "./client";

export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "未入金",
  paid: "入金済み",
  shipped: "発送済み",
  cancelled: "キャンセル",
};

export interface Order {
  id: number;
  number: string;
  orderedAt: string;
  customerName: string;
  status: OrderStatus;
  amount: number;
}

export interface OrderFilters {
  status?: OrderStatus;
  keyword?: string;
  from?: string;
  to?: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

export function fetchOrders(
  query: OrderFilters & { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return getJson<OrderPage>("/orders", { ...query }, signal);
}
