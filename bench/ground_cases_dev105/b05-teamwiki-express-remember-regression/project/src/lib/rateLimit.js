"use strict";

// Tiny in-memory fixed-window limiter; good enough for a single instance.
function rateLimit({ windowMs, max, key }) {
  const hits = new Map();

  function keyFor(req) {
    if (typeof key === "function") {
      const custom = key(req);
      if (custom) return custom;
    }
    return req.ip || "unknown";
  }

  return function limiter(req, res, next) {
    const now = Date.now();
    const key = keyFor(req);
    const entry = hits.get(key);
    if (!entry || now - entry.start >= windowMs) {
      hits.set(key, { start: now, count: 1 });
      return next();
    }
    entry.count += 1;
    if (entry.count > max) {
      const retry = Math.ceil((entry.start + windowMs - now) / 1000);
      res.set("Retry-After", String(retry));
      return res.status(429).json({ error: "too many requests" });
    }
    next();
  };
}

function resetAll(limiter) {
  if (limiter && typeof limiter.reset === "function") limiter.reset();
}

module.exports = { rateLimit, resetAll };
