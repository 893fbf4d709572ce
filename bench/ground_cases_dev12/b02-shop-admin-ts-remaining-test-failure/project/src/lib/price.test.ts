import { describe, expect, it } from "vitest";
import { applyCoupon, calcTax, formatYen, subtotalOf, type LineItem } from "./price";

const item = (over: Partial<LineItem>): LineItem => ({
  sku: "X-000",
  name: "テスト商品",
  unitPrice: 1000,
  quantity: 1,
  taxCategory: "standard",
  ...over,
});

describe("subtotalOf", () => {
  it("単価×数量を合計する", () => {
    expect(subtotalOf([item({ unitPrice: 500, quantity: 3 }), item({})])).toBe(2500);
  });
});

describe("calcTax", () => {
  it("標準税率 10%", () => {
    expect(calcTax([item({ unitPrice: 1200 })])).toBe(120);
  });

  it("軽減税率と標準税率を分けて計算する", () => {
    const items = [item({ unitPrice: 1000 }), item({ unitPrice: 500, taxCategory: "reduced" })];
    expect(calcTax(items)).toBe(140);
  });

  it("税率ごとに合計してから切り捨てる", () => {
    const items = [
      item({ sku: "A-100", name: "緑茶 500ml", unitPrice: 454, quantity: 2, taxCategory: "reduced" }),
    ];
    expect(calcTax(items)).toBe(72);
  });
});

describe("applyCoupon", () => {
  it("定額クーポンは小計を超えない", () => {
    expect(applyCoupon(800, { code: "OFF1000", kind: "amount", value: 1000 })).toBe(800);
  });

  it("定率クーポンは四捨五入", () => {
    expect(applyCoupon(1234, { code: "P10", kind: "percent", value: 10 })).toBe(123);
  });
});

describe("formatYen", () => {
  it("3桁区切り", () => {
    expect(formatYen(1234567)).toBe("¥1,234,567");
  });
});
