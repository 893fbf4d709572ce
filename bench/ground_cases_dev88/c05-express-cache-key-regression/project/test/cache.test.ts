import { describe, expect, it } from "vitest";
import type { Request } from "express";
import { cacheKey } from "../src/cache.js";

function req(query: Record<string, string>, headers: Record<string, string> = {}): Request {
  const qs = new URLSearchParams(query).toString();
  return { query, path: "/products", originalUrl: `/v1/products${qs ? "?" + qs : ""}`, headers,
           get: (h: string) => headers[h.toLowerCase()] } as unknown as Request;
}

describe("cacheKey", () => {
  it("differs by page", () => {
    expect(cacheKey("products", req({ page: "1" }))).not.toBe(cacheKey("products", req({ page: "2" })));
  });

  it("differs by category", () => {
    expect(cacheKey("products", req({ category: "tea" }))).not.toBe(cacheKey("products", req({ category: "coffee" })));
  });

  it("differs by locale", () => {
    const en = cacheKey("products", req({ page: "1" }, { "accept-language": "en-US,en;q=0.9" }));
    const zh = cacheKey("products", req({ page: "1" }, { "accept-language": "zh-CN" }));
    expect(en).not.toBe(zh);
  });
});
