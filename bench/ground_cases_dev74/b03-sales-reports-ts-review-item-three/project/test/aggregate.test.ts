import { describe, expect, it } from "vitest";

import type { OrderRow } from "../src/db/orders.js";
import { groupByMonth, sumByCustomer } from "../src/report/aggregate.js";

const row = (over: Partial<OrderRow>): OrderRow => ({
  id: 1,
  customerCode: "C001",
  customerName: "山田商事",
  orderedAt: new Date("2025-10-10T03:00:00Z"),
  amount: 1000,
  taxAmount: 100,
  status: "confirmed",
  ...over,
});

describe("groupByMonth", () => {
  it("puts an order at 1st 08:30 JST into that month", () => {
    const groups = groupByMonth([row({ orderedAt: new Date("2025-11-01T08:30:00+09:00") })]);
    expect([...groups.keys()]).toEqual(["2025-11"]);
  });
});

describe("sumByCustomer", () => {
  it("skips cancelled and subtracts refunds", () => {
    const totals = sumByCustomer([
      row({ id: 1 }),
      row({ id: 2, status: "cancelled" }),
      row({ id: 3, status: "refunded", amount: 300, taxAmount: 30 }),
    ]);
    expect(totals).toEqual([
      { customerCode: "C001", customerName: "山田商事", orders: 2, amount: 700, taxAmount: 70 },
    ]);
  });
});
