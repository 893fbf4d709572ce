// Fixed-window rate limiter kept in memory, one bucket per client IP.
// Good enough for a single instance; move to Redis when we scale out.

const buckets = new Map();

function rateLimit({ windowSec = 60, max = 100, name = "default" } = {}) {
  return function limiter(req, res, next) {
    const key = `${name}:${req.ip}`;
    const now = Date.now();
    let bucket = buckets.get(key);
    if (!bucket || now - bucket.start > windowSec) {
      bucket = { start: now, count: 0 };
      buckets.set(key, bucket);
    }
    bucket.count += 1;
    res.set("X-RateLimit-Limit", String(max));
    res.set("X-RateLimit-Remaining", String(Math.max(0, max - bucket.count)));
    if (bucket.count > max) {
      res.status(429).json({ error: "too many requests" });
      return;
    }
    next();
  };
}

module.exports = { rateLimit };
