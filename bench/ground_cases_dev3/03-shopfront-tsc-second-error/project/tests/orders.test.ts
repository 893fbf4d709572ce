import { describe, it, expect } from "vitest";
import { orderTotal } from "../src/api/orders";

describe("orderTotal", () => {
  it("sums lines", () => {
    expect(orderTotal({ id: "o1", lines: [{ sku: "a", quantity: 2, unitPrice: 3 }] })).toBe(6);
  });
});
