"use strict";

function bucketKey(ip, now, windowMs) {
  return `${ip}:${Math.floor(now / windowMs)}`;
}

function slowDown({ delayAfter = 5, delayMs = 500, windowMs = 60_000, now = Date.now } = {}) {
  const hits = new Map();
  return function slowDownMiddleware(req, res, next) {
    const key = bucketKey(req.ip, now(), windowMs);
    const n = (hits.get(key) || 0) + 1;
    hits.set(key, n);
    const wait = n > delayAfter ? (n - delayAfter) * delayMs : 0;
    setTimeout(next, wait);
  };
}

module.exports = { slowDown, bucketKey };
