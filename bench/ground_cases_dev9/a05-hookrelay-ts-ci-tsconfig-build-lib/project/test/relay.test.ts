import { afterEach, describe, expect, it, vi } from "vitest";
import { relay } from "../src/relay.js";

const cfg = { port: 0, secret: "s3cret", targets: [], maxAttempts: 3, timeoutMs: 1000 };

afterEach(() => vi.unstubAllGlobals());

describe("relay", () => {
  it("stops after a 2xx", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    const r = await relay(cfg, "https://example.test/hook", "{}");
    expect(r.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 400", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(null, { status: 400 })));
    const r = await relay(cfg, "https://example.test/hook", "{}");
    expect(r.ok).toBe(false);
    expect(r.deliveries).toHaveLength(1);
  });
});
