import type { NextFunction, Request, Response } from "express";

type Options = { windowMs: number; max: number };
type Bucket = { start: number; count: number };

const buckets = new Map<string, Bucket>();

/** Clears every bucket. For tests. */
export function resetRateLimits(): void {
  buckets.clear();
}

function keyFor(req: Request): string {
  const apiKey = req.header("x-api-key");
  return apiKey ? `key:${apiKey}` : `ip:${req.ip}`;
}

export function rateLimit({ windowMs, max }: Options) {
  return (req: Request, res: Response, next: NextFunction) => {
    const now = Date.now();
    const key = keyFor(req);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { start: now, count: 0 };
      buckets.set(key, bucket);
    }
    if (now - bucket.start >= windowMs) {
      bucket.start = now;
      bucket.count = 0;
    }
    bucket.count += 1;
    res.setHeader("RateLimit-Limit", String(max));
    res.setHeader("RateLimit-Remaining", String(Math.max(0, max - bucket.count)));
    if (bucket.count > max) {
      const retry = Math.ceil((bucket.start + windowMs - now) / 1000);
      res.setHeader("Retry-After", String(retry));
      res.status(429).json({ error: "rate_limited" });
      return;
    }
    next();
  };
}
