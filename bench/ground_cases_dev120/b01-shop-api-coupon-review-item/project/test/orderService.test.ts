import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../src/db";
import { calcSubtotal, listOrders } from "../src/services/orderService";

const order = (id: string, customerId: string, day: number) => ({
  id,
  customerId,
  status: "paid" as const,
  items: [{ sku: "A-1", unitPrice: 1200, qty: 2 }],
  createdAt: new Date(Date.UTC(2025, 0, day)),
});

beforeEach(() => {
  db.orders = [order("o1", "c1", 1), order("o2", "c2", 3), order("o3", "c1", 2)];
});

describe("listOrders", () => {
  it("filters by customer and sorts newest first", () => {
    expect(listOrders({ customerId: "c1" }).map((o) => o.id)).toEqual(["o3", "o1"]);
  });
});

describe("calcSubtotal", () => {
  it("sums unit price times quantity", () => {
    expect(calcSubtotal(db.orders[0])).toBe(2400);
  });
});
