const crypto = require("node:crypto");
const Redis = require("ioredis");

const redis = new Redis(process.env.REDIS_URL || "redis://127.0.0.1:6379/3");

async function enqueue(job) {
  const id = crypto.randomUUID();
  await redis.lpush("notify:jobs", JSON.stringify({ id, ...job, at: Date.now() }));
  return id;
}

module.exports = { redis, enqueue };
