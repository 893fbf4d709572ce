export interface Product {
  id: string;
  title: string;
  priceCents: number;
  imageUrl: string | null;
}

export interface SearchResponse {
  query: string;
  items: Product[];
  total: number;
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";

export async function searchProducts(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const url = new URL(`${BASE}/search`, window.location.origin);
  url.searchParams.set("q", query);
  url.searchParams.set("limit", "24");
  const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return (await res.json()) as SearchResponse;
}

export function formatPrice(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}
