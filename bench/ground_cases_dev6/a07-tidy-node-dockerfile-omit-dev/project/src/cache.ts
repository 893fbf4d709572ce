import { createClient } from "redis";
import { config } from "./config";

export const client = createClient({ url: config.redisUrl });
client.on("error", (err: Error) => console.error("redis error", err.message));

export async function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await client.get(key);
  if (hit) return JSON.parse(hit) as T;
  const value = await load();
  await client.set(key, JSON.stringify(value), { EX: ttlSeconds });
  return value;
}

export async function invalidate(key: string): Promise<void> {
  await client.del(key);
}
