import { describe, expect, it } from "vitest";
import { categoryLabel, formatDate, formatYen, sumAmounts } from "./format";

describe("formatYen", () => {
  it("formats with the yen sign and separators", () => {
    expect(formatYen(1234)).toBe("￥1,234");
  });
  it("formats zero", () => {
    expect(formatYen(0)).toBe("￥0");
  });
});

describe("formatDate", () => {
  it("pads month and day", () => {
    expect(formatDate("2025-03-04T10:00:00+09:00")).toBe("2025/03/04");
  });
});

describe("sumAmounts", () => {
  it("sums", () => {
    expect(sumAmounts([100, 250, 50])).toBe(400);
  });
  it("is zero for empty", () => {
    expect(sumAmounts([])).toBe(0);
  });
});

describe("categoryLabel", () => {
  it("labels known categories", () => {
    expect(categoryLabel("food")).toBe("食費");
    expect(categoryLabel("xxx")).toBe("その他");
  });
});
