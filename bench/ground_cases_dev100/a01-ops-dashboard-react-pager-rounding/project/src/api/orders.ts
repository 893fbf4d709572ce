export type OrderStatus = "pending" | "packed" | "shipped" | "delayed" | "cancelled";

export interface Order {
  id: string;
  number: string;
  customer: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  placedAt: string; // ISO-8601, UTC
}

export interface OrderPage {
  rows: Order[];
  total: number;
}

export interface OrderQuery {
  page: number; // 1-based
  pageSize: number;
  status?: OrderStatus;
  q?: string;
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export async function fetchOrders(query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> {
  const params = new URLSearchParams();
  params.set("limit", String(query.pageSize));
  params.set("offset", String((query.page - 1) * query.pageSize));
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q.trim());

  const res = await fetch(`${BASE}/orders?${params}`, { signal, credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET /orders failed: ${res.status}`);
  }
  const rows = (await res.json()) as Order[];
  const total = Number(res.headers.get("X-Total-Count") ?? rows.length);
  return { rows, total };
}
