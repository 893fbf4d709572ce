import { listOrders, orderTotalCents } from "../src/services/orderService";
import { db } from "../src/lib/db";

jest.mock("../src/lib/db", () => ({
  db: { order: { findMany: jest.fn().mockResolvedValue([]) }, auditLog: { create: jest.fn() } },
}));

describe("listOrders", () => {
  it("passes the status filter through", async () => {
    await listOrders({ status: "paid", page: 1, pageSize: 50 });
    expect(db.order.findMany).toHaveBeenCalledWith(
      expect.objectContaining({ where: { status: "paid" }, take: 50 }),
    );
  });

  it("starts page 1 at offset 0 and page 3 at offset 100", async () => {
    await listOrders({ page: 1, pageSize: 50 });
    expect(db.order.findMany).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0, take: 50 }));
    await listOrders({ page: 3, pageSize: 50 });
    expect(db.order.findMany).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 100, take: 50 }));
  });
});

describe("orderTotalCents", () => {
  it("sums line totals", () => {
    expect(orderTotalCents([{ unitPrice: 2, qty: 3 }])).toBe(600);
  });
});
