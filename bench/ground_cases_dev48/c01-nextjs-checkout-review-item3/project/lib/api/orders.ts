import type { OrderPayload } from '@/lib/schemas/checkout';

const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? '/api';

export type Order = {
  id: string;
  status: 'pending' | 'paid' | 'shipped' | 'cancelled';
  totalCents: number;
  createdAt: string;
};

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function getOrder(id: string): Promise<Order> {
  const res = await fetch(`${API_BASE}/orders/${encodeURIComponent(id)}`, {
    credentials: 'include',
    cache: 'no-store',
  });
  if (!res.ok) {
    throw new ApiError(res.status, `GET /orders/${id} failed`);
  }
  return (await res.json()) as Order;
}

export async function createOrder(payload: OrderPayload): Promise<Order> {
  const res = await fetch(`${API_BASE}/orders`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return (await res.json()) as Order;
}

export async function cancelOrder(id: string): Promise<void> {
  const res = await fetch(`${API_BASE}/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    credentials: 'include',
  });
  if (!res.ok) {
    throw new ApiError(res.status, `cancel ${id} failed`);
  }
}
