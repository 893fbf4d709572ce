export interface Product {
  id: string;
  name: string;
  priceYen: number;
}

export interface OrderInput {
  productId: string;
  quantity: number;
  note?: string;
}

export interface Order {
  id: string;
  productId: string;
  quantity: number;
  status: "received" | "shipped";
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

export function searchProducts(q: string, signal?: AbortSignal) {
  return fetch(`${BASE}/products?q=${encodeURIComponent(q)}`, { signal }).then((r) =>
    json<{ items: Product[] }>(r),
  );
}

export function listOrders(signal?: AbortSignal) {
  return fetch(`${BASE}/orders`, { signal }).then((r) => json<Order[]>(r));
}

export function postOrder(input: OrderInput, idempotencyKey: string) {
  return fetch(`${BASE}/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(input),
  }).then((r) => json<Order>(r));
}
