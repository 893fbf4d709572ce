import type { OrderFilter, OrderPage } from "./types";

const BASE = "/api/admin/orders";
export const PAGE_SIZE = 30;

function query(filter: OrderFilter, page: number): string {
  const params = new URLSearchParams({ page: String(page), per: String(PAGE_SIZE) });
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q.trim()) params.set("q", filter.q.trim());
  return params.toString();
}

export async function fetchOrders(filter: OrderFilter, page: number): Promise<OrderPage> {
  const res = await fetch(`${BASE}?${query(filter, page)}`, {
    credentials: "include",
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`orders: HTTP ${res.status}`);
  }
  return res.json();
}

export async function deleteOrder(id: string): Promise<void> {
  const res = await fetch(`${BASE}/${encodeURIComponent(id)}`, {
    method: "DELETE",
    credentials: "include",
  });
  if (!res.ok && res.status !== 404) {
    throw new Error(`delete order ${id}: HTTP ${res.status}`);
  }
}
