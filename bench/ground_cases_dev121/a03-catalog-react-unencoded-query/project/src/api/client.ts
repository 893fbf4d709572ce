export interface Product {
  id: number;
  name: string;
  price: number; // cents
  tags: string[];
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";
const TIMEOUT_MS = 10_000;

/** The caller's signal (if any) combined with a 10 s timeout. */
function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export async function searchProducts(q: string, signal?: AbortSignal): Promise<Product[]> {
  const res = await fetch(`${BASE}/products?q=${q}&limit=20`, { signal: withTimeout(signal) });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Product[] };
  return body.items;
}

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const res = await fetch(`${BASE}/products/${id}`, { signal: withTimeout(signal) });
  if (!res.ok) {
    throw new Error(`product ${id} failed: ${res.status}`);
  }
  return (await res.json()) as Product;
}
