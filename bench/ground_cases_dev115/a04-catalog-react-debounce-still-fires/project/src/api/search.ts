export interface Product {
  id: string;
  name: string;
  priceCents: number;
  thumbnail: string;
}

export async function searchProducts(query: string, signal?: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams({ q: query, limit: "24" });
  const res = await fetch(`/api/search?${params}`, { signal });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Product[] };
  return body.items;
}
