import { describe, expect, it, vi } from "vitest";

vi.mock("../src/carrier.js", () => ({
  createLabel: vi.fn(async (id: number) => ({ trackingNo: `T${id}`, labelUrl: `https://labels/${id}.pdf` })),
}));

const orders = [{ id: 1 }, { id: 2 }];
const tx = {
  shipment: { create: vi.fn(async () => ({})) },
  order: { update: vi.fn(async () => ({})) },
};

vi.mock("../src/db.js", () => ({
  prisma: {
    order: { findMany: vi.fn(async () => orders) },
    $transaction: vi.fn(async (fn: (t: typeof tx) => Promise<void>) => fn(tx)),
  },
}));

describe("importPendingOrders", () => {
  it("creates one shipment per pending order", async () => {
    const { importPendingOrders } = await import("../src/jobs/importOrders.js");
    await expect(importPendingOrders()).resolves.toBe(2);
    expect(tx.shipment.create).toHaveBeenCalledTimes(2);
    expect(tx.order.update).toHaveBeenCalledWith({
      where: { id: 1 },
      data: { status: "ready", trackingNo: "T1" },
    });
  });
});
