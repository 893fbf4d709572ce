export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: number;
  number: string;
  customerName: string;
  status: OrderStatus;
  total: number;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    throw new Error(`${init?.method ?? "GET"} ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function fetchOrders(params: { page: number; status?: OrderStatus }): Promise<Page<Order>> {
  const q = new URLSearchParams({ page: String(params.page) });
  if (params.status) q.set("status", params.status);
  return request<Page<Order>>(`/orders?${q.toString()}`);
}

export function cancelOrder(id: number): Promise<Order> {
  return request<Order>(`/orders/${id}/cancel`, { method: "POST" });
}
