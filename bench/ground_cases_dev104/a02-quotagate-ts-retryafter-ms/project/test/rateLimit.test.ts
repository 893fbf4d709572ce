import { describe, expect, it, vi } from "vitest";
import { rateLimit } from "../src/rateLimit.js";
import { MemoryStore } from "../src/store.js";

function call(mw: ReturnType<typeof rateLimit>, key = "k1") {
  const headers: Record<string, string> = {};
  let status = 200;
  const res: any = {
    setHeader: (k: string, v: string) => { headers[k] = v; },
    status: (s: number) => { status = s; return res; },
    json: () => res,
  };
  const next = vi.fn();
  mw({ header: () => key, ip: "1.2.3.4" } as any, res, next);
  return { headers, status: () => status, next };
}

describe("rateLimit", () => {
  it("lets requests through under the limit", () => {
    const mw = rateLimit({ limit: 2, windowMs: 1000, store: new MemoryStore(), now: () => 0 });
    expect(call(mw).next).toHaveBeenCalled();
    expect(call(mw).next).toHaveBeenCalled();
  });

  it("blocks the request over the limit", () => {
    const mw = rateLimit({ limit: 1, windowMs: 1000, store: new MemoryStore(), now: () => 0 });
    call(mw);
    const r = call(mw);
    expect(r.status()).toBe(429);
    expect(r.next).not.toHaveBeenCalled();
  });

  it("sweep drops buckets from old windows only", () => {
    const store = new MemoryStore();
    store.set("old", { count: 3, windowStart: 1_000 });
    store.set("new", { count: 1, windowStart: 90_000 });
    expect(store.sweep(60_000)).toBe(1);
    expect(store.get("old")).toBeUndefined();
    expect(store.get("new")?.count).toBe(1);
  });
});
