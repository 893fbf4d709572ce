export interface SearchHit {
  id: string;
  title: string;
  snippet: string;
  url: string;
  updatedAt: string;
}

export interface SearchResponse {
  total: number;
  hits: SearchHit[];
}

// The search itself is done by kb-search (separate service/repo); this is only its HTTP client.
const BASE = import.meta.env.VITE_SEARCH_API ?? "/api";

export async function search(q: string, page = 1, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({ q, page: String(page), size: "20" });
  const res = await fetch(`${BASE}/search?${params}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return (await res.json()) as SearchResponse;
}
