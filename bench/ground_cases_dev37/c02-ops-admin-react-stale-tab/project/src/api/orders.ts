import { getJSON } from "./client";

export type OrderStatus = "pending" | "paid" | "shipped" | "refunding" | "closed";

export interface Order {
  id: string;
  no: string;
  customer: string;
  amountCents: number;
  status: OrderStatus;
  createdAt: string;
}

export interface OrderQuery {
  status?: OrderStatus;
  keyword?: string;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function listOrders(q: OrderQuery, signal?: AbortSignal): Promise<Page<Order>> {
  return getJSON<Page<Order>>("/orders", { status: q.status, keyword: q.keyword, page: q.page, size: q.pageSize }, signal);
}

export function orderCounts(signal?: AbortSignal): Promise<Record<OrderStatus, number>> {
  return getJSON("/orders/counts", undefined, signal);
}
