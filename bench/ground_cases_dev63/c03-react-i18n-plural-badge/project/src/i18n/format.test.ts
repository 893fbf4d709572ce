import { describe, expect, it } from "vitest";
import { formatCount, formatPercent, formatPrice, refundText } from "./format";

describe("formatCount", () => {
  it("zh-CN", () => {
    expect(formatCount("zh-CN", 3)).toBe("3 件商品");
  });
  it("en plural", () => {
    expect(formatCount("en", 3)).toBe("3 items");
  });
  it("en singular", () => {
    expect(formatCount("en", 1)).toBe("1 item");
  });
});

describe("formatPrice", () => {
  it("CNY with two decimals", () => {
    expect(formatPrice("zh-CN", 123450)).toBe("¥1,234.50");
  });
});

describe("formatPercent", () => {
  it("rounds", () => {
    expect(formatPercent("en", 0.854)).toBe("85%");
  });
});

describe("refundText", () => {
  it("partial zh-CN", () => {
    expect(refundText("zh-CN", 500, false)).toBe("部分退款 ¥5.00");
  });
  it("full en", () => {
    expect(refundText("en", 500, true)).toBe("Refunded CN¥5.00");
  });
});
