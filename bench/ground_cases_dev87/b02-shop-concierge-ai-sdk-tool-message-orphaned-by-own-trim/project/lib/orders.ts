export type OrderStatus = 'received' | 'preparing' | 'shipped' | 'delivered' | 'cancelled';

export interface Order {
  id: string;
  status: OrderStatus;
  shippedAt: string | null;
  eta: string | null;
  carrier: string | null;
}

const API_BASE = process.env.ORDER_API_BASE ?? 'http://localhost:4010';

export async function findOrder(id: string): Promise<Order | null> {
  const res = await fetch(`${API_BASE}/orders/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${process.env.ORDER_API_TOKEN ?? ''}` },
    cache: 'no-store',
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`order api ${res.status}`);
  const body = (await res.json()) as Order;
  return body;
}
