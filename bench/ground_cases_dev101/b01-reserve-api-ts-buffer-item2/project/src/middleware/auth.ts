import type { NextFunction, Request, Response } from "express";
import { timingSafeEqual } from "node:crypto";

function keys(): string[] {
  return (process.env.ADMIN_API_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function requireApiKey(req: Request, res: Response, next: NextFunction): void {
  const header = req.header("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : "";
  if (!token) {
    res.status(401).json({ error: "missing api key" });
    return;
  }
  if (!keys().some((k) => same(k, token))) {
    res.status(403).json({ error: "invalid api key" });
    return;
  }
  next();
}

export function isAdminRequest(req: Request): boolean {
  return req.baseUrl.startsWith("/admin");
}
