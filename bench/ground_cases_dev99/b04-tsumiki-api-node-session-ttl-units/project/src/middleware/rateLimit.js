import { config } from "../config.js";

/**
 * 固定ウィンドウのレート制限 (IP ごと、プロセス内メモリ)。
 * 複数インスタンスで動かすときは LB 側の制限と併用すること。
 */
export function rateLimit({ windowSec = config.rateLimit.windowSec, max = config.rateLimit.max, now = Date.now } = {}) {
  const hits = new Map();

  return (req, res, next) => {
    const key = req.ip;
    const t = now();
    const windowStart = t - (t % (windowSec * 1000));
    const entry = hits.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      hits.set(key, { windowStart, count: 1 });
      return next();
    }
    entry.count += 1;
    if (entry.count > max) {
      const retryAfter = Math.ceil((windowStart + windowSec * 1000 - t) / 1000);
      res.set("Retry-After", String(retryAfter));
      return res.status(429).json({ error: { code: "RATE_LIMITED", message: "リクエストが多すぎます" } });
    }
    return next();
  };
}

export function sweep(hits, windowSec, t = Date.now()) {
  const cutoff = t - windowSec * 1000 * 2;
  for (const [key, entry] of hits) {
    if (entry.windowStart < cutoff) {
      hits.delete(key);
    }
  }
}
