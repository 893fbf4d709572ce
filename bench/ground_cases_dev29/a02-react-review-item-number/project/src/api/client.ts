import type { Order, OrderStatus, Page } from "../types";

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export interface OrderQuery {
  status: OrderStatus | "all";
  page: number;
  pageSize: number;
}

export async function fetchOrders(q: OrderQuery): Promise<Page<Order>> {
  const params = new URLSearchParams({
    page: String(q.page),
    page_size: String(q.pageSize),
  });
  if (q.status !== "all") params.set("status", q.status);
  const res = await fetch(`${BASE}/orders?${params}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`orders: ${res.status} ${res.statusText}`);
  }
  return res.json();
}
