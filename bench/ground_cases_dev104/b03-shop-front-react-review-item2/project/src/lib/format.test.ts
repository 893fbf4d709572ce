import { describe, expect, it } from "vitest";
import { clampPage, formatPrice, pageLabel, stockLabel } from "./format";

describe("formatPrice", () => {
  it("adds 10% tax by default", () => {
    expect(formatPrice(1000)).toBe("￥1,100");
  });
  it("uses the reduced rate when given", () => {
    expect(formatPrice(500, 0.08)).toBe("￥540");
  });
});

describe("stockLabel", () => {
  it("is empty when plenty are left", () => {
    expect(stockLabel(20)).toBe("");
  });
  it("warns when few are left", () => {
    expect(stockLabel(3)).toBe("残り3点");
  });
  it("says sold out at zero", () => {
    expect(stockLabel(0)).toBe("在庫切れ");
  });
});

describe("pages", () => {
  it("hides the label for one page", () => {
    expect(pageLabel(1, 1)).toBe("");
  });
  it("clamps into range", () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });
});
