import { redis } from "./redis.js";

const DEFAULT_TTL = 5 * 60 * 1000; // five minutes

export async function cached<T>(key: string, load: () => Promise<T>, ttl = DEFAULT_TTL): Promise<T> {
  const hit = await redis.get(key);
  if (hit !== null) {
    return JSON.parse(hit) as T;
  }
  const value = await load();
  await redis.set(key, JSON.stringify(value), "EX", ttl);
  return value;
}

export async function invalidate(...keys: string[]): Promise<void> {
  if (keys.length > 0) {
    await redis.del(...keys);
  }
}

export function productKey(id: string): string {
  return `product:${id}`;
}

export function orderKey(id: string): string {
  return `order:${id}`;
}

export async function cachedProduct<T>(id: string, load: () => Promise<T>): Promise<T> {
  return cached(productKey(id), load);
}

export async function dropOrder(id: string): Promise<void> {
  await invalidate(orderKey(id));
}
