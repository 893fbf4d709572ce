import { describe, expect, it } from "vitest";
import { cartTotal, subtotalOf } from "../../src/cart/total";
import type { Coupon } from "../../src/cart/types";

describe("subtotalOf", () => {
  it("按单价 × 数量累加", () => {
    expect(subtotalOf([{ sku: "A-01", price: 12.5, qty: 2 }, { sku: "A-02", price: 3.3, qty: 3 }])).toBe(34.9);
  });
});

describe("cartTotal", () => {
  it("不满包邮门槛时收运费", () => {
    const r = cartTotal([{ sku: "A-01", price: 30, qty: 1 }], undefined, { region: "sh" });
    expect(r.shipping).toBe(8);
    expect(r.total).toBe(38);
  });

  it("正好 99 元包邮", () => {
    const r = cartTotal([{ sku: "A-03", price: 33, qty: 3 }], undefined, { region: "bj" });
    expect(r.shipping).toBe(0);
  });

  it("满减券：超过门槛时生效", () => {
    const coupon: Coupon = { code: "MAN100", kind: "threshold", minSpend: 100, off: 20 };
    const r = cartTotal([{ sku: "B-01", price: 60, qty: 2 }], coupon, { region: "sh" });
    expect(r.total).toBe(100);
  });

  it("满减券：小计正好等于门槛时生效", () => {
    const coupon: Coupon = { code: "MAN100", kind: "threshold", minSpend: 100, off: 20 };
    const r = cartTotal([{ sku: "B-02", price: 50, qty: 2 }], coupon, { region: "sh" });
    expect(r.total).toBe(80);
  });

  it("折扣券按小计打折", () => {
    const coupon: Coupon = { code: "ZK90", kind: "percent", minSpend: 50, percent: 90 };
    const r = cartTotal([{ sku: "C-01", price: 80, qty: 1 }], coupon, { region: "sh" });
    expect(r.discount).toBe(8);
    expect(r.total).toBe(80);
  });
});
