const BASE_URL = import.meta.env.VITE_API_BASE ?? "/api";
const TIMEOUT_MS = 10_000;

export type OrderStatus = "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: string;
  customerName: string;
  totalCents: number;
  status: OrderStatus;
  createdAt: string;
}

export async function fetchOrders(status: OrderStatus, signal?: AbortSignal): Promise<Order[]> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(`${BASE_URL}/orders?status=${status}`, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`GET /orders failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Order[] };
  return body.items;
}
