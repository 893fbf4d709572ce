import { describe, expect, it } from "vitest";

import { fromMinor, toMinor } from "../src/lib/money";

describe("money", () => {
  it("JPY has no minor unit", () => {
    expect(toMinor(4980, "JPY").amount).toBe(4980n);
    expect(fromMinor({ amount: 4980n, currency: "JPY" })).toBe(4980);
  });

  it("USD uses cents", () => {
    expect(toMinor(19.99, "usd")).toEqual({ amount: 1999n, currency: "USD" });
    expect(fromMinor({ amount: 1999n, currency: "USD" })).toBe(19.99);
  });
});
