'use strict';

const { config } = require('../config');

function clientKey(req, trustProxy) {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    if (forwarded) return forwarded.split(',')[0].trim();
  }
  return req.ip;
}

function rateLimit(opts = {}) {
  const settings = { ...config.rateLimit, ...opts };
  const windowMs = settings.windowSeconds * 60 * 1000;
  const hits = new Map();

  return function limiter(req, res, next) {
    const key = clientKey(req, settings.trustProxy);
    const now = Date.now();
    let entry = hits.get(key);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now, count: 0 };
      hits.set(key, entry);
    }
    entry.count += 1;
    const remaining = Math.max(0, settings.max - entry.count);
    res.set('X-RateLimit-Limit', String(settings.max));
    res.set('X-RateLimit-Remaining', String(remaining));
    if (entry.count > settings.max) {
      const retryAfter = Math.ceil((entry.start + windowMs - now) / 1000);
      res.set('Retry-After', String(retryAfter));
      return res.status(429).json({ error: 'too_many_requests', retryAfter });
    }
    return next();
  };
}

module.exports = { rateLimit, clientKey };
