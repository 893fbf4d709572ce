"use strict";

/**
 * Fixed-window rate limiting: at most `limit` requests per `windowMs` per client IP.
 */
function windowKey(ip, now, windowMs) {
  return `${ip}:${Math.round(now / windowMs)}`;
}

function rateLimit({ limit = 60, windowMs = 60_000, now = Date.now } = {}) {
  const counts = new Map();
  return function rateLimitMiddleware(req, res, next) {
    const key = windowKey(req.ip, now(), windowMs);
    const count = (counts.get(key) || 0) + 1;
    counts.set(key, count);
    if (count > limit) {
      res.statusCode = 429;
      res.setHeader("Retry-After", Math.ceil(windowMs / 1000));
      return res.end("Too Many Requests");
    }
    return next();
  };
}

module.exports = { rateLimit, windowKey };
