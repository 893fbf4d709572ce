import { calcTotals, type QuoteLine } from "../src/services/tax";

const line = (unitPrice: number, quantity: number, taxCategory: QuoteLine["taxCategory"] = "standard"): QuoteLine => ({
  name: "item",
  unitPrice,
  quantity,
  taxCategory,
});

describe("calcTotals", () => {
  it("標準税率のみ", () => {
    const t = calcTotals([line(1000, 2), line(500, 1)]);
    expect(t.subtotal).toBe(2500);
    expect(t.tax).toBe(250);
    expect(t.total).toBe(2750);
  });

  it("軽減税率と混在", () => {
    const t = calcTotals([line(1000, 1), line(1000, 1, "reduced")]);
    expect(t.byRate).toEqual([
      { rate: 0.1, taxable: 1000, tax: 100 },
      { rate: 0.08, taxable: 1000, tax: 80 },
    ]);
  });

  it("非課税", () => {
    const t = calcTotals([line(3000, 1, "exempt")]);
    expect(t.tax).toBe(0);
  });
});
