export interface Product {
  id: string;
  name: string;
  priceCents: number;
  category: string;
}

export interface SearchResult {
  items: Product[];
  total: number;
}

export interface SearchParams {
  q: string;
  category?: string;
  maxPriceCents?: number;
}

let inflight: AbortController | null = null;

export async function searchProducts(params: SearchParams): Promise<SearchResult> {
  inflight?.abort();
  inflight = new AbortController();
  const qs = new URLSearchParams({ q: params.q });
  if (params.category) qs.set("category", params.category);
  if (params.maxPriceCents != null) qs.set("max_price", String(params.maxPriceCents));
  const res = await fetch(`/api/search?${qs}`, { signal: inflight.signal });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return (await res.json()) as SearchResult;
}
