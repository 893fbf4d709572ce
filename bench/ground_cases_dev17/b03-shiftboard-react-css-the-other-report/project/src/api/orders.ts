export type OrderItem = {
  sku: string;
  name: string;
  quantity: number;
};

export type Order = {
  id: number;
  number: string;
  orderedAt: string; // ISO 8601 (例: "2024-11-05T00:30:00+09:00")
  customerName: string;
  items: OrderItem[];
  total: number;
};

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders(): Promise<Order[]> {
  const res = await fetch(`${BASE}/orders`, { credentials: "include" });
  if (!res.ok) throw new Error(`GET /orders failed: ${res.status}`);
  return res.json();
}

export async function fetchOrder(id: number): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${id}`, { credentials: "include" });
  if (!res.ok) throw new Error(`GET /orders/${id} failed: ${res.status}`);
  return res.json();
}
