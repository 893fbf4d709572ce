import type { Product } from "./types";

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchProducts(params: { limit?: number; category?: string } = {}): Promise<Product[]> {
  const q = new URLSearchParams();
  if (params.limit) q.set("limit", String(params.limit));
  if (params.category) q.set("category", params.category);
  const res = await fetch(`${BASE}/products?${q.toString()}`);
  if (!res.ok) {
    throw new Error(`GET /products failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Product[] };
  return body.items;
}

export async function fetchProduct(id: string): Promise<Product> {
  const res = await fetch(`${BASE}/products/${encodeURIComponent(id)}`);
  if (!res.ok) {
    throw new Error(`GET /products/${id} failed: ${res.status}`);
  }
  return (await res.json()) as Product;
}
