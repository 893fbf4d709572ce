export type OrderStatus = "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: string;
  customer: string;
  amount: number;
  status: OrderStatus;
  createdAt: string; // ISO 8601, UTC
  paidAt?: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders(params: { from?: string; to?: string } = {}): Promise<Order[]> {
  const qs = new URLSearchParams();
  if (params.from) qs.set("from", params.from);
  if (params.to) qs.set("to", params.to);
  const res = await fetch(`${BASE}/orders?${qs.toString()}`, {
    credentials: "include",
  });
  if (!res.ok) {
    throw new Error(`GET /orders failed: ${res.status}`);
  }
  return (await res.json()) as Order[];
}

export async function refundOrder(id: string): Promise<void> {
  const res = await fetch(`${BASE}/orders/${id}/refund`, {
    method: "POST",
    credentials: "include",
  });
  if (!res.ok) {
    throw new Error(`refund ${id} failed: ${res.status}`);
  }
}
