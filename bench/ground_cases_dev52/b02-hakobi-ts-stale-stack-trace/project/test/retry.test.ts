import { describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../src/errors";
import { parseRetryAfter, withRetry } from "../src/retry";

const res = (headers: Record<string, string>) => new Response(null, { status: 429, headers });

describe("parseRetryAfter", () => {
  it("reads seconds", () => {
    expect(parseRetryAfter({ response: res({ "retry-after": "2" }) })).toBe(2000);
  });

  it("is undefined without the header", () => {
    expect(parseRetryAfter({ response: res({}) })).toBeUndefined();
  });

  it("is undefined for a network error (#212)", () => {
    expect(parseRetryAfter(new NetworkError("ECONNRESET", new Error("socket hang up")))).toBeUndefined();
  });

  it("reads an HTTP-date", () => {
    const now = Date.parse("Wed, 10 Sep 2025 08:00:00 GMT");
    expect(parseRetryAfter({ response: res({ "retry-after": "Wed, 10 Sep 2025 08:00:05 GMT" }) }, now)).toBe(5000);
  });
});

describe("withRetry", () => {
  it("retries a 503 and then succeeds", async () => {
    const fn = vi
      .fn()
      .mockRejectedValueOnce(new ApiError("down", 503))
      .mockResolvedValueOnce("ok");
    await expect(withRetry(fn, { minDelayMs: 1, maxDelayMs: 2 })).resolves.toBe("ok");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("does not retry a 400", async () => {
    const fn = vi.fn().mockRejectedValue(new ApiError("bad", 400));
    await expect(withRetry(fn, { minDelayMs: 1 })).rejects.toThrow("bad");
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
