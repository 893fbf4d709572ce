import { describe, it, expect } from "vitest";
import { canRefund } from "../src/api/refunds";

describe("canRefund", () => {
  it("allows up to the paid amount", () => {
    expect(canRefund([], 1000, 10)).toBe(true);
  });
});
