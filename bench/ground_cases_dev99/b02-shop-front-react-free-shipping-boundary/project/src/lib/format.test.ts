import { describe, expect, it } from "vitest";
import { formatOrderDate, formatQuantity, formatYen, pluralizeItems } from "./format";

describe("format", () => {
  it("formats yen with separators", () => {
    expect(formatYen(1200)).toBe("￥1,200");
  });

  it("formats zero and negative yen", () => {
    expect(formatYen(0)).toBe("￥0");
    expect(formatYen(-500)).toBe("-￥500");
  });

  it("rounds fractional yen", () => {
    expect(formatYen(1234.5)).toBe("￥1,235");
  });

  it("formats quantity", () => {
    expect(formatQuantity(1200)).toBe("1,200点");
  });

  it("formats order date in JST", () => {
    expect(formatOrderDate("2024-05-31T16:00:00Z")).toBe("2024/06/01");
  });

  it("returns empty string for invalid dates", () => {
    expect(formatOrderDate("not-a-date")).toBe("");
  });

  it("describes item counts", () => {
    expect(pluralizeItems(0)).toBe("カートは空です");
    expect(pluralizeItems(3)).toBe("3点の商品");
  });
});
