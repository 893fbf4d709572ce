/**
 * Fixed-window rate limit per client IP.
 *
 *   rateLimit({ windowSec: 60, max: 10 })  // 10 requests a minute
 *
 * Counters live in memory: fine for the single instance we run.
 */
function rateLimit({ windowSec = 60, max = 30 } = {}) {
  const hits = new Map();

  return function limit(req, res, next) {
    const key = req.ip;
    const now = Date.now();
    let entry = hits.get(key);
    if (!entry || now - entry.start >= windowSec) {
      entry = { start: now, count: 0 };
      hits.set(key, entry);
    }
    entry.count += 1;
    res.set("RateLimit-Limit", String(max));
    res.set("RateLimit-Remaining", String(Math.max(0, max - entry.count)));
    if (entry.count > max) {
      res.set("Retry-After", String(windowSec));
      return res.status(429).json({ error: "too many requests" });
    }
    next();
  };
}

module.exports = rateLimit;
