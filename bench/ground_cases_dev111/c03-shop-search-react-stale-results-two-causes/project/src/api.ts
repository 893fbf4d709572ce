export interface Product {
  id: string;
  name: string;
  category: string;
  priceCents: number;
}

export interface SearchParams {
  q: string;
  category: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

function buildQuery(params: SearchParams): string {
  const qs = new URLSearchParams();
  if (params.q) qs.set("q", params.q);
  if (params.category && params.category !== "all") qs.set("category", params.category);
  return qs.toString();
}

export async function searchProducts(params: SearchParams): Promise<Product[]> {
  const res = await fetch(`${BASE}/products/search?${buildQuery(params)}`);
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Product[] };
  return body.items;
}

export function formatPrice(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}
