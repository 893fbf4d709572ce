import { describe, expect, it } from "vitest";
import { billableWeight, quoteFor } from "../src/pricing.js";

describe("billableWeight", () => {
  it("rounds up to the started kilogram", () => {
    expect(billableWeight(2.1)).toBe(3);
  });

  it("bills at least one kilogram", () => {
    expect(billableWeight(0.2)).toBe(1);
  });
});

describe("quoteFor", () => {
  it("prices a domestic parcel", () => {
    const q = quoteFor("de", 2);
    expect(q.net).toBe(6.1);
    expect(q.total).toBe(6.56);
  });

  it("prices a zone C parcel", () => {
    const q = quoteFor("SE", 3.5);
    expect(q.net).toBe(17.4);
  });

  it("adds the 7.5% fuel surcharge on the net price", () => {
    const q = quoteFor("NL", 1);
    expect(q.net).toBe(8.1);
    expect(q.surcharge).toBe(0.61);
    expect(q.total).toBe(8.71);
  });
});
