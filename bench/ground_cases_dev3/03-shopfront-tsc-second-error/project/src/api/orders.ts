import { http } from "./http";
import type { Order, OrderLine } from "../types/order";

export interface OrderQuery {
  status?: "open" | "paid" | "refunded";
  page?: number;
}

function toQuery(q: OrderQuery): string {
  const params = new URLSearchParams();
  if (q.status) params.set("status", q.status);
  if (q.page) params.set("page", String(q.page));
  return params.toString();
}

export async function listOrders(q: OrderQuery = {}): Promise<Order[]> {
  const res = await http.get<{ items: Order[] }>(`/orders?${toQuery(q)}`);
  return res.items;
}

export async function getOrder(id: string): Promise<Order> {
  return http.get<Order>(`/orders/${id}`);
}

export function lineTotal(line: OrderLine): number {
  return line.quantity * line.unitPrice;
}

export function orderTotal(order: Order): number {
  return order.lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function customerLabel(order: Order): string {
  const name = order.customer?.name ?? "";
  return name.trim() || (order.customer?.email ?? "unknown");
}

export async function cancelOrder(id: string, reason?: string): Promise<void> {
  await http.post(`/orders/${id}/cancel`, { reason: reason ?? "" });
}
