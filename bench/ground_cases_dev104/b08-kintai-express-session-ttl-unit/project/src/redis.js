import { createClient } from "redis";
import { config } from "./config.js";

export const redis = createClient({ url: config.redisUrl });

redis.on("error", (err) => {
  console.error("[redis]", err.message);
});

let connecting = null;

export function connectRedis() {
  if (!connecting) {
    connecting = redis.connect();
  }
  return connecting;
}

export async function pingRedis() {
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}

export async function closeRedis() {
  if (redis.isOpen) {
    await redis.quit();
  }
  connecting = null;
}
