import { afterEach, describe, expect, it, vi } from "vitest";

import { TtlCache } from "../src/cache.js";

describe("TtlCache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns a value before ttl", () => {
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    cache.set("a", 1);
    expect(cache.get("a")).toBe(1);
  });

  it("returns undefined after ttl", () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    cache.set("a", 1);
    vi.advanceTimersByTime(1001);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps maxEntries items", () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 3 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, 2, 3]);
  });
});
