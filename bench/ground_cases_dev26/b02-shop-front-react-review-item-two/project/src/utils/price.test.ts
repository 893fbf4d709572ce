import { describe, expect, it } from "vitest";
import { clamp, formatYen, percentLabel, withoutTax } from "./price";

describe("formatYen", () => {
  it("formats with separators", () => {
    expect(formatYen(1234)).toMatchInlineSnapshot(`"￥1,234"`);
  });
  it("formats zero", () => {
    expect(formatYen(0)).toMatchInlineSnapshot(`"￥0"`);
  });
});

describe("withoutTax", () => {
  it("rounds down", () => {
    expect(withoutTax(1100)).toBe(1000);
    expect(withoutTax(999)).toBe(908);
  });
});

describe("percentLabel", () => {
  it("labels rates", () => {
    expect(percentLabel(0.1)).toBe("10%");
    expect(percentLabel(0.08)).toBe("8%");
  });
});

describe("clamp", () => {
  it("clamps", () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-1, 0, 3)).toBe(0);
  });
});
