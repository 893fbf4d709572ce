export type Product = { id: string; name: string; price: number; stock: number };

const CACHE_TTL_MS = 10 * 60 * 1000;
const cache = new Map<string, { at: number; items: Product[] }>();

function cacheKey(query: string, category: string) {
  return `${category}:${query}`;
}

export async function searchProducts(query: string, category = "all"): Promise<Product[]> {
  const key = cacheKey(query, category);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
    return hit.items;
  }
  const params = new URLSearchParams({ q: query, category });
  const res = await fetch(`/api/products?${params}`);
  if (!res.ok) throw new Error(`search failed: ${res.status}`);
  const items = (await res.json()) as Product[];
  cache.set(key, { at: Date.now(), items });
  return items;
}

export function clearProductCache() {
  cache.clear();
}

export function formatPrice(yen: number) {
  return new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" }).format(yen);
}
