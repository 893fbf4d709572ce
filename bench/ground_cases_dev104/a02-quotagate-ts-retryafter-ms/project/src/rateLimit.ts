import type { NextFunction, Request, Response } from "express";
import { BucketStore, defaultStore } from "./store.js";

export interface LimitOptions {
  limit: number;
  windowMs: number;
  store?: BucketStore;
  now?: () => number;
  keyOf?: (req: Request) => string;
}

export interface Decision {
  allowed: boolean;
  remaining: number;
  retryAfter: number;
}

export function take(store: BucketStore, key: string, t: number, limit: number, windowMs: number): Decision {
  let bucket = store.get(key);
  if (!bucket || t - bucket.windowStart >= windowMs) {
    bucket = { count: 0, windowStart: t };
  }
  bucket.count += 1;
  store.set(key, bucket);
  const retryAfter = bucket.windowStart + windowMs - t;
  return { allowed: bucket.count <= limit, remaining: Math.max(0, limit - bucket.count), retryAfter };
}

export function rateLimit(opts: LimitOptions) {
  const store = opts.store ?? defaultStore;
  const now = opts.now ?? Date.now;
  const keyOf = opts.keyOf ?? ((req: Request) => req.header("x-api-key") ?? req.ip ?? "anon");

  return (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req);
    const d = take(store, key, now(), opts.limit, opts.windowMs);
    res.setHeader("X-RateLimit-Limit", String(opts.limit));
    res.setHeader("X-RateLimit-Remaining", String(d.remaining));
    if (!d.allowed) {
      res.setHeader("Retry-After", String(d.retryAfter));
      return res.status(429).json({ error: "rate_limited" });
    }
    next();
  };
}
