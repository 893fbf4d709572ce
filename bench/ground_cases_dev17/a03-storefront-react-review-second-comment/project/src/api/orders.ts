import type { CartItem } from "../hooks/useCart";

export interface Order {
  id: string;
  status: "pending" | "paid";
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export async function createOrder(items: CartItem[]): Promise<Order> {
  const res = await fetch(`${BASE}/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({
      items: items.map((i) => ({ sku: i.sku, quantity: i.quantity })),
    }),
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.message ?? `order failed (${res.status})`);
  }
  return res.json();
}

export async function getOrder(id: string): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${id}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`order ${id} not found`);
  }
  return res.json();
}
