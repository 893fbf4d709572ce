import { api } from "./client";

export type OrderStatus = "open" | "packed" | "shipped" | "cancelled";

export interface Order {
  id: string;
  number: string;
  customer: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function listOrders(params: { status?: OrderStatus; page?: number; pageSize?: number } = {}) {
  return api.get<Page<Order>>("/api/orders", {
    status: params.status,
    page: params.page ?? 1,
    page_size: params.pageSize ?? 25,
  });
}

export function getOrder(id: string) {
  return api.get<Order>(`/api/orders/${encodeURIComponent(id)}`);
}

export function cancelOrder(id: string, reason: string) {
  return api.post<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, { reason });
}

export function markPacked(id: string) {
  return api.patch<Order>(`/api/orders/${encodeURIComponent(id)}`, { status: "packed" });
}
