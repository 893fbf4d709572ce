export interface Order {
  id: number;
  code: string;
  customer: string;
  amountCents: number;
  createdAt: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? '/api';

export async function fetchOrders(params: { limit: number; offset: number }): Promise<OrderPage> {
  const qs = new URLSearchParams({
    limit: String(params.limit),
    offset: String(params.offset),
  });
  const res = await fetch(`${BASE}/orders?${qs}`, { credentials: 'include' });
  if (!res.ok) {
    throw new Error(`orders: HTTP ${res.status}`);
  }
  const total = Number(res.headers.get('X-Total-Count') ?? '0');
  const items = (await res.json()) as Order[];
  return { items, total };
}

export async function fetchOrder(id: number): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${id}`, { credentials: 'include' });
  if (!res.ok) {
    throw new Error(`order ${id}: HTTP ${res.status}`);
  }
  return (await res.json()) as Order;
}
