const BASE_URL = 'https://api.ordernow.example.jp';

export type OrderStatus = 'received' | 'cooking' | 'delivering' | 'delivered' | 'cancelled';

export type Order = {
  id: string;
  shopName: string;
  status: OrderStatus;
  total: number;
  updatedAt: string;
};

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path} failed: ${res.status}`);
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** Orders of the signed-in user, newest first. */
export const api = {
  orders: () => request<Order[]>('/v1/orders'),
  order: (id: string) => request<Order>(`/v1/orders/${encodeURIComponent(id)}`),
  registerPushToken: (token: string, platform: string) =>
    request<void>('/v1/push-tokens', { method: 'PUT', body: JSON.stringify({ token, platform }) }),
};
