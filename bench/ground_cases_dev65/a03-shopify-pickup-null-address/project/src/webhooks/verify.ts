import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

import { config } from "../config.js";

/**
 * Shopify signs the raw request body with the app's client secret (base64 HMAC-SHA256 in
 * X-Shopify-Hmac-Sha256). Anything that fails the check is answered 401 and dropped.
 */
export function verifyShopifyHmac(req: Request, res: Response, next: NextFunction) {
  const header = req.get("X-Shopify-Hmac-Sha256") ?? "";
  const body = (req as Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
  const digest = createHmac("sha256", config.webhookSecret).update(body).digest("base64");
  const a = Buffer.from(digest);
  const b = Buffer.from(header);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    console.warn("shopify webhook rejected: bad hmac", req.get("X-Shopify-Topic"));
    res.status(401).send("invalid hmac");
    return;
  }
  next();
}

export function sign(body: string | Buffer, secret = config.webhookSecret): string {
  return createHmac("sha256", secret).update(body).digest("base64");
}

export function isFromShop(req: Request): boolean {
  return req.get("X-Shopify-Shop-Domain") === config.shopDomain;
}

export function webhookId(req: Request): string {
  return req.get("X-Shopify-Webhook-Id") ?? "unknown";
}
