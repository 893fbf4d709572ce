import { describe, expect, it } from "vitest";
import { toCsvLine } from "../../src/export/ordersCsv.js";

const base = {
  orderNumber: "SB-10021",
  orderedAt: new Date("2024-05-10T03:00:00Z"),
  customerName: "山田商店",
  itemCount: 3,
  totalYen: 12800,
  status: "shipped",
};

describe("toCsvLine", () => {
  it("writes the columns in header order", () => {
    expect(toCsvLine(base)).toBe("SB-10021,2024-05-10,山田商店,3,12800,shipped");
  });

  it("quotes names with commas", () => {
    expect(toCsvLine({ ...base, customerName: "株式会社A,B" })).toBe(
      'SB-10021,2024-05-10,"株式会社A,B",3,12800,shipped',
    );
  });

  it("escapes double quotes", () => {
    expect(toCsvLine({ ...base, customerName: 'ショップ"X"' })).toContain('ショップ""X""');
  });
});
