export interface Place {
  id: string;
  name: string;
  country: string;
  population: number;
}

const CACHE_TTL_MS = Number(import.meta.env.VITE_SEARCH_CACHE_TTL ?? 300_000);
const cache = new Map<string, { at: number; results: Place[] }>();

export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const key = query.toLowerCase();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
    return hit.results;
  }
  const res = await fetch(`/api/places?q=${encodeURIComponent(query)}`, { signal });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  const results = (await res.json()) as Place[];
  cache.set(key, { at: Date.now(), results });
  return results;
}

export function clearSearchCache(): void {
  cache.clear();
}
