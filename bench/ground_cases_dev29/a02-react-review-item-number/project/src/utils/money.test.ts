import { describe, expect, it } from "vitest";
import { formatMoney, orderTotalCents, toCents } from "./money";

describe("money", () => {
  it("formats cents as euros", () => {
    expect(formatMoney(123456)).toBe("1.234,56\u00a0€");
  });

  it("formats other currencies", () => {
    expect(formatMoney(999, "USD")).toBe("9,99\u00a0$");
  });

  it("parses API amounts", () => {
    expect(toCents("12.50")).toBe(1250);
    expect(toCents("0")).toBe(0);
  });

  it("sums order lines", () => {
    const order = {
      id: "o1", number: "A-1", customer: "c", status: "open" as const, currency: "EUR", createdAt: "",
      lines: [
        { sku: "a", name: "A", quantity: 2, unitPrice: "10.00" },
        { sku: "b", name: "B", quantity: 1, unitPrice: "5.25" },
      ],
    };
    expect(orderTotalCents(order)).toBe(2525);
  });
});
