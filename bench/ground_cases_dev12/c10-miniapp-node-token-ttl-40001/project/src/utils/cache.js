const Redis = require('ioredis');
const config = require('../config');

const redis = new Redis(config.redis);
const PREFIX = 'miniapp:';

redis.on('error', (err) => {
  console.error('[redis]', err.message);
});

/**
 * 读缓存，值统一存 JSON，不存在返回 null
 */
async function get(key) {
  const raw = await redis.get(PREFIX + key);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * 写缓存
 * @param {string} key
 * @param {*} value 会被 JSON.stringify
 * @param {number} ttlSeconds 过期时间，单位：秒；不传或 <= 0 表示不过期
 */
async function set(key, value, ttlSeconds) {
  const data = JSON.stringify(value);
  if (ttlSeconds > 0) {
    return redis.set(PREFIX + key, data, 'EX', Math.ceil(ttlSeconds));
  }
  return redis.set(PREFIX + key, data);
}

async function del(...keys) {
  if (keys.length === 0) return 0;
  return redis.del(...keys.map((k) => PREFIX + k));
}

/**
 * 有缓存就用缓存，没有就执行 fn 并写入缓存
 */
async function remember(key, ttlSeconds, fn) {
  const hit = await get(key);
  if (hit !== null) return hit;
  const value = await fn();
  await set(key, value, ttlSeconds);
  return value;
}

module.exports = { redis, get, set, del, remember };
