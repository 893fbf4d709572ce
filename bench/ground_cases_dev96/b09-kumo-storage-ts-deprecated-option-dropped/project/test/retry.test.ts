import { describe, expect, it } from "vitest";
import { backoff, shouldRetry } from "../src/index.js";

describe("backoff", () => {
  it("is a random share of the exponential cap", () => {
    expect(backoff(0, null, () => 0.5)).toBe(250);
    expect(backoff(3, null, () => 0.999)).toBe(3996);
    expect(backoff(10, null, () => 1)).toBe(8000);
    expect(backoff(2, null, () => 0)).toBe(0);
  });

  it("uses Retry-After when given, without jitter", () => {
    expect(backoff(0, "3", () => 0)).toBe(3000);
    expect(backoff(0, "120", () => 0)).toBe(8000);
  });

  it("reads Retry-After as an HTTP date", () => {
    const inTwoSeconds = new Date(Date.now() + 2_000).toUTCString();
    const wait = backoff(0, inTwoSeconds, () => 0);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2_000);
  });

  it("falls back to jitter when Retry-After is garbage", () => {
    expect(backoff(1, "soon", () => 0.5)).toBe(500);
  });

  it("retries 408, 429 and 5xx only", () => {
    expect([408, 429, 500, 503].every(shouldRetry)).toBe(true);
    expect([400, 401, 404, 409].some(shouldRetry)).toBe(false);
  });
});
