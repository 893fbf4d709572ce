import { http, type Page } from "./http";

export type OrderStatus = "pending" | "paid" | "shipped" | "done" | "refunded";

/** Served by order-service (GET /api/orders). */
export interface Order {
  id: number;
  customerName: string;
  status: OrderStatus;
  amountCents: number;
  createdAt: string;
  updatedAt: string;
}

export interface OrderQuery {
  page?: number;
  size?: number;
  status?: OrderStatus;
  keyword?: string;
}

export async function fetchOrders(query: OrderQuery = {}): Promise<Page<Order>> {
  const { data } = await http.get<Page<Order>>("/orders", { params: { page: 1, size: 20, ...query } });
  return data;
}

export async function fetchOrder(id: number): Promise<Order> {
  const { data } = await http.get<Order>(`/orders/${id}`);
  return data;
}

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: "待支付",
  paid: "已支付",
  shipped: "已发货",
  done: "已完成",
  refunded: "已退款",
};
