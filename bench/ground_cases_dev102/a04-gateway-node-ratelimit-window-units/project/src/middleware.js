'use strict';

const { FixedWindowLimiter } = require('./limiter');

function clientKey(req) {
  if (req.user && req.user.id) {
    return `user:${req.user.id}`;
  }
  const fwd = req.headers['x-forwarded-for'];
  const ip = fwd ? fwd.split(',')[0].trim() : req.socket.remoteAddress;
  return `ip:${ip}`;
}

function rateLimit(options = {}) {
  const limiter = new FixedWindowLimiter(options);
  return function rateLimitMiddleware(req, res, next) {
    const result = limiter.hit(clientKey(req));
    res.setHeader('X-RateLimit-Limit', limiter.max);
    res.setHeader('X-RateLimit-Remaining', result.remaining);
    res.setHeader('X-RateLimit-Reset', Math.ceil(result.resetAt / 1000));
    if (!result.allowed) {
      res.status(429).json({ error: 'rate_limited' });
      return;
    }
    next();
  };
}

function isExempt(req) {
  return req.path === '/health';
}

module.exports = { rateLimit, clientKey, isExempt };
