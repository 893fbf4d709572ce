const { createClient } = require("redis");
const logger = require("./logger");

let client;

async function getClient() {
  if (client) return client;
  client = createClient({
    url: process.env.REDIS_URL,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 3000),
    },
  });
  client.on("error", (err) => logger.error({ err }, "redis error"));
  await client.connect();
  return client;
}

async function cached(key, ttlSeconds, load) {
  const redis = await getClient();
  const hit = await redis.get(key);
  if (hit) return JSON.parse(hit);
  const value = await load();
  await redis.set(key, JSON.stringify(value), { EX: ttlSeconds });
  return value;
}

async function invalidate(prefix) {
  const redis = await getClient();
  for await (const key of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
    await redis.del(key);
  }
}

module.exports = { getClient, cached, invalidate };
