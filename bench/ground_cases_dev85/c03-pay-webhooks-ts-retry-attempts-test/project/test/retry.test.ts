import { describe, expect, it } from "vitest";

import { DEFAULT_RETRY, backoffDelay, isRetryable, withRetry } from "../src/webhooks/retry.js";

const noSleep = async () => {};

describe("withRetry", () => {
  it("returns on the first 2xx", async () => {
    const log = await withRetry(async () => 204, undefined, noSleep);
    expect(log).toEqual({ ok: true, attempts: [{ attempt: 1, status: 204 }] });
  });

  it("does not retry a 400", async () => {
    let calls = 0;
    const log = await withRetry(async () => { calls++; return 400; }, undefined, noSleep);
    expect(calls).toBe(1);
    expect(log.ok).toBe(false);
  });

  it("backs off exponentially and caps the delay", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, DEFAULT_RETRY))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(12, DEFAULT_RETRY)).toBe(300_000);
  });

  it("treats 429 and 5xx as retryable", () => {
    expect(isRetryable(429)).toBe(true);
    expect(isRetryable(503)).toBe(true);
    expect(isRetryable(404)).toBe(false);
  });
});
