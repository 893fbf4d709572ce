import { describe, expect, it } from "vitest";

import { computeBackoff } from "../src/backoff.js";

const opts = { baseMs: 1_000, maxMs: 30_000, jitter: 0.2 };
const mid = () => 0.5; // no jitter

describe("computeBackoff", () => {
  it("doubles per attempt", () => {
    expect([1, 2, 3, 4].map((a) => computeBackoff(a, opts, mid))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("caps at maxMs", () => {
    expect(computeBackoff(10, opts, mid)).toBe(30_000);
  });

  it("spreads by +/- jitter", () => {
    expect(computeBackoff(3, opts, () => 0)).toBe(3_200);
    expect(computeBackoff(3, opts, () => 1)).toBe(4_800);
  });

  it("rejects attempt 0", () => {
    expect(() => computeBackoff(0, opts)).toThrow(RangeError);
  });
});
