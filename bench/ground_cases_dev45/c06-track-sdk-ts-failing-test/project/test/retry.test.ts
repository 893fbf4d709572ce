import { describe, expect, it, vi } from "vitest";
import { TrackApiError } from "../src/client";
import { backoff, withRetry } from "../src/retry";

const noSleep = { sleep: vi.fn(async () => {}) };

describe("withRetry", () => {
  it("retries 503 then succeeds", async () => {
    const fn = vi.fn().mockRejectedValueOnce(new TrackApiError(503, "busy")).mockResolvedValue("ok");
    expect(await withRetry(fn, noSleep)).toBe("ok");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("gives up after 3 retries", async () => {
    const fn = vi.fn().mockRejectedValue(new TrackApiError(500, "boom"));
    await expect(withRetry(fn, noSleep)).rejects.toThrow("track api 500");
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it("does not retry 404", async () => {
    const fn = vi.fn().mockRejectedValue(new TrackApiError(404, "nope"));
    await expect(withRetry(fn, noSleep)).rejects.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("honours Retry-After", () => {
    expect(backoff(1, "2", 300, 8000)).toBe(2000);
  });
});
