// Per-process cache of product documents so the product page doesn't hit Postgres on
// every request. Entries live for TTL_MS; there is no cross-process invalidation.
const { LRUCache } = require("lru-cache");

const TTL_MS = 10 * 60 * 1000;

const cache = new LRUCache({
  max: 5000,
  ttl: TTL_MS,
  updateAgeOnGet: false,
});

async function getProduct(id, load) {
  const hit = cache.get(id);
  if (hit) {
    return hit;
  }
  const product = await load(id);
  if (product) {
    cache.set(id, product);
  }
  return product;
}

function invalidate(id) {
  cache.delete(id);
}

function stats() {
  return { size: cache.size, max: cache.max, ttlMs: TTL_MS };
}

module.exports = { getProduct, invalidate, stats, TTL_MS };
