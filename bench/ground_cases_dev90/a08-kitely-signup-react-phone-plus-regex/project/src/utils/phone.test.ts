import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it("drops spaces and dashes", () => {
    expect(normalizePhone("555-010 0199")).toBe("5550100199");
  });

  it("caps the length", () => {
    expect(normalizePhone("1".repeat(30))).toHaveLength(16);
  });
});
