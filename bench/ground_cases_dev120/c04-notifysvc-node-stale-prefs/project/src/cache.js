const Redis = require("ioredis");

const redis = new Redis(process.env.REDIS_URL || "redis://127.0.0.1:6379");
const TTL_SECONDS = 3600;

// Small per-process layer in front of Redis: the sender workers read
// preferences for every push, and most pushes go to the same users.
const local = new Map();
const LOCAL_MS = 5 * 60 * 1000;

async function get(key) {
  const hit = local.get(key);
  if (hit && hit.expires > Date.now()) {
    console.debug(JSON.stringify({ msg: "cache hit", layer: "local", key, value: hit.value }));
    return hit.value;
  }
  const raw = await redis.get(key);
  if (raw === null) {
    return null;
  }
  const value = JSON.parse(raw);
  console.debug(JSON.stringify({ msg: "cache hit", layer: "redis", key, value }));
  local.set(key, { value, expires: Date.now() + LOCAL_MS });
  return value;
}

async function set(key, value) {
  await redis.set(key, JSON.stringify(value), "EX", TTL_SECONDS);
  local.set(key, { value, expires: Date.now() + LOCAL_MS });
}

async function del(key) {
  local.delete(key);
  await redis.del(key);
}

module.exports = { get, set, del, redis };
