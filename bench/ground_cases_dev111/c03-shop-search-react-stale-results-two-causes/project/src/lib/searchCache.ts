import type { Product, SearchParams } from "../api";

const TTL_MS = 60_000;
const MAX_ENTRIES = 50;

interface Entry {
  at: number;
  items: Product[];
}

const entries = new Map<string, Entry>();

export function cacheKey(params: SearchParams): string {
  return params.q.trim().toLowerCase();
}

export function getCached(params: SearchParams, now = Date.now()): Product[] | undefined {
  const hit = entries.get(cacheKey(params));
  if (!hit) return undefined;
  if (now - hit.at > TTL_MS) {
    entries.delete(cacheKey(params));
    return undefined;
  }
  return hit.items;
}

export function putCached(params: SearchParams, items: Product[], now = Date.now()): void {
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(cacheKey(params), { at: now, items });
}

export function clearCache(): void {
  entries.clear();
}
