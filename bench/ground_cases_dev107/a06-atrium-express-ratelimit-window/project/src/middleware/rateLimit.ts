import type { NextFunction, Request, Response } from "express";

export type RateLimitOptions = {
  max: number;
  windowMinutes: number;
  key?: (req: Request) => string;
};

type Bucket = { count: number; resetAt: number };

export function rateLimit({ max, windowMinutes, key = (req) => req.ip ?? "unknown" }: RateLimitOptions) {
  const buckets = new Map<string, Bucket>();
  const windowMs = windowMinutes * 60;

  function sweep(now: number) {
    for (const [k, b] of buckets) {
      if (b.resetAt <= now) buckets.delete(k);
    }
  }

  return function rateLimitMiddleware(req: Request, res: Response, next: NextFunction) {
    const now = Date.now();
    if (buckets.size > 10_000) sweep(now);
    const id = key(req);
    let bucket = buckets.get(id);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + windowMs };
      buckets.set(id, bucket);
    }
    bucket.count += 1;
    res.setHeader("RateLimit-Limit", String(max));
    res.setHeader("RateLimit-Remaining", String(Math.max(0, max - bucket.count)));
    if (bucket.count > max) {
      const retryAfter = Math.ceil((bucket.resetAt - now) / 1000);
      const username = typeof req.body?.username === "string" ? req.body.username : "-";
      console.warn(`[rate-limit] blocked ip=${id} user=${JSON.stringify(username)} path=${req.path} count=${bucket.count}`);
      res.setHeader("Retry-After", String(retryAfter));
      res.status(429).json({ error: "too_many_requests", retryAfter });
      return;
    }
    next();
  };
}
