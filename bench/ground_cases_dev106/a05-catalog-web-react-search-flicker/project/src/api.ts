export interface Product {
  id: string;
  name: string;
  brand: string;
  priceCents: number;
}

export interface SearchResponse {
  query: string;
  items: Product[];
  total: number;
}

const BASE = import.meta.env.VITE_API_URL ?? '/api';

export async function searchProducts(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({ q: query, limit: '20' });
  const res = await fetch(`${BASE}/products/search?${params}`, { signal });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return (await res.json()) as SearchResponse;
}

export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function highlight(text: string, query: string): string {
  if (!query) return text;
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(${escaped})`, 'ig'), '<mark>$1</mark>');
}
