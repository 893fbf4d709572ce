export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  customerName: string;
  total: number;
  status: OrderStatus;
  createdAt: string; // ISO 8601 from the API, e.g. "2025-06-12T09:41:00+09:00"
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  const res = await fetch(`${BASE}/orders?limit=200`, { signal });
  if (!res.ok) {
    throw new Error(`GET /orders failed: ${res.status}`);
  }
  const body = (await res.json()) as { orders: Order[] };
  return body.orders;
}

export function formatYen(amount: number): string {
  return new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" }).format(amount);
}
