const Redis = require("ioredis");
const logger = require("./logger");

const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";

const redis = new Redis(url, {
  maxRetriesPerRequest: 2,
  enableOfflineQueue: false,
  retryStrategy(times) {
    // back off up to 2s between reconnect attempts
    return Math.min(times * 200, 2000);
  },
});

redis.on("error", (err) => {
  logger.error({ err }, "redis error");
});

async function getJSON(key) {
  const raw = await redis.get(key);
  return raw ? JSON.parse(raw) : null;
}

async function setJSON(key, value, ttlSeconds = 300) {
  await redis.set(key, JSON.stringify(value), "EX", ttlSeconds);
}

async function cached(key, ttlSeconds, load) {
  const hit = await getJSON(key);
  if (hit !== null) return hit;
  const value = await load();
  await setJSON(key, value, ttlSeconds);
  return value;
}

module.exports = { redis, getJSON, setJSON, cached };
