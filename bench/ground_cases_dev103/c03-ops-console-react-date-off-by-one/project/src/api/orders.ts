import { toApiDate } from "../utils/date";

export interface Order {
  id: string;
  customer: string;
  status: "pending" | "paid" | "shipped" | "refunded";
  amountFen: number;
  createdAt: string; // ISO with offset
}

export interface OrderQuery {
  from: Date;
  to: Date;
  status?: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders(q: OrderQuery, signal?: AbortSignal): Promise<Order[]> {
  const params = new URLSearchParams({
    from: toApiDate(q.from),
    to: toApiDate(q.to),
  });
  if (q.status) params.set("status", q.status);
  const res = await fetch(`${BASE}/orders?${params}`, { signal, credentials: "include" });
  if (!res.ok) {
    throw new Error(`orders request failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Order[] };
  return body.items;
}

export async function fetchOrder(id: string): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${encodeURIComponent(id)}`, { credentials: "include" });
  if (!res.ok) throw new Error(`order ${id}: ${res.status}`);
  return (await res.json()) as Order;
}
