import { describe, expect, it } from "vitest";
import { HEADER, orderRow, toCsv, type Order } from "./ordersCsv";

const order = (over: Partial<Order> = {}): Order => ({
  id: "ORD-20250401-0001",
  orderedAt: "2025-04-01T00:00:00Z",
  customerName: "山田 花子",
  items: [{ sku: "B-200", name: "ほうじ茶", unitPrice: 1000, quantity: 2, taxCategory: "standard" }],
  status: "paid",
  ...over,
});

describe("ordersCsv", () => {
  it("ヘッダ行から始まる (BOM 付き)", () => {
    const csv = toCsv([order()]);
    expect(csv.startsWith("\uFEFF" + HEADER.join(","))).toBe(true);
  });

  it("日付をJSTで出力する", () => {
    expect(orderRow(order())[1]).toBe("2025/04/01 09:00");
  });

  it("カンマやダブルクォートを含む顧客名をエスケープする", () => {
    const csv = toCsv([order({ customerName: '株式会社"テスト", 本店' })]);
    expect(csv).toContain('"株式会社""テスト"", 本店"');
  });

  it("合計は 小計 - 割引 + 消費税", () => {
    const row = orderRow(order({ coupon: { code: "OFF500", kind: "amount", value: 500 } }));
    expect(row.slice(3, 7)).toEqual([2000, 500, 200, 1700]);
  });
});
