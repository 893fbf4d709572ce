import { describe, it, expect } from "vitest";
import { normalizeSku } from "../src/services/inventory";

describe("normalizeSku", () => {
  it("upper-cases and trims", () => {
    expect(normalizeSku("  ab-12 ")).toBe("AB-12");
  });

  it("replaces inner spaces with dashes", () => {
    expect(normalizeSku("ab 12")).toBe("AB-12");
  });
});
