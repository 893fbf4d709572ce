import type { Request } from "express";
import { Redis } from "ioredis";

export const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", {
  maxRetriesPerRequest: 2,
  enableOfflineQueue: false,
});

const DEFAULT_TTL_SECONDS = 300;

const LOCALES = ["zh-CN", "en", "ja"] as const;
export type Locale = (typeof LOCALES)[number];

export function localeOf(req: Request): Locale {
  const header = req.get("accept-language") ?? "";
  const wanted = header.split(",").map((part) => part.split(";")[0].trim());
  for (const tag of wanted) {
    const hit = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase() || l.split("-")[0] === tag.split("-")[0]);
    if (hit) return hit;
  }
  return "zh-CN";
}

export function cacheKey(prefix: string, req: Request): string {
  return `${prefix}:${localeOf(req)}:${req.originalUrl}`;
}

export async function getJSON<T>(key: string): Promise<T | undefined> {
  try {
    const raw = await redis.get(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined; // a cache outage must not fail the request
  }
}

export async function setJSON(key: string, value: unknown, ttl = DEFAULT_TTL_SECONDS): Promise<void> {
  // ±20% jitter so keys written together do not all expire in the same second
  const jittered = Math.max(1, Math.round(ttl * (0.8 + Math.random() * 0.4)));
  try {
    await redis.set(key, JSON.stringify(value), "EX", jittered);
  } catch {
    // ignore: next request will recompute
  }
}
