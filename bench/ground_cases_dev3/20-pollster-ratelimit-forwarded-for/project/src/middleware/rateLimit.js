import { LRUCache } from "lru-cache";

const WINDOW_MS = 60_000;
const LIMIT = 30;

const hits = new LRUCache({ max: 10_000, ttl: WINDOW_MS });

export function clientKey(req) {
  return req.headers["x-forwarded-for"] ?? req.socket.remoteAddress;
}

export function rateLimit(req, res, next) {
  const key = clientKey(req);
  const count = (hits.get(key) ?? 0) + 1;
  hits.set(key, count);
  if (count > LIMIT) {
    res.setHeader("Retry-After", String(WINDOW_MS / 1000));
    return res.status(429).json({ error: "too many requests" });
  }
  next();
}
