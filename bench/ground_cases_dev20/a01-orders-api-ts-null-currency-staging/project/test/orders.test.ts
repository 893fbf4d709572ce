import request from "supertest";
import { createApp } from "../src/app";
import * as repo from "../src/db/orders";

jest.mock("../src/db/orders");
const mocked = repo as jest.Mocked<typeof repo>;

const order: repo.Order = {
  id: "ord_1",
  customerId: "cus_1",
  status: "paid",
  currency: "eur",
  totalCents: 4590,
  createdAt: new Date("2024-05-02T10:00:00Z"),
  items: [
    { sku: "TEE-M", name: "T-shirt M", quantity: 2, unitPriceCents: 1795 },
    { sku: "CAP", name: "Cap", quantity: 1, unitPriceCents: 1000 },
  ],
};

describe("GET /orders/:id", () => {
  it("returns the order with formatted amounts", async () => {
    mocked.findOrder.mockResolvedValue(order);
    const res = await request(createApp()).get("/orders/ord_1");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe("45.90");
    expect(res.body.items[0].unitPrice).toBe("17.95");
    expect(res.body.items[0].lineTotal).toBe("35.90");
    expect(res.body.currency).toBe("EUR");
  });

  it("404s for an unknown order", async () => {
    mocked.findOrder.mockResolvedValue(null);
    const res = await request(createApp()).get("/orders/nope");
    expect(res.status).toBe(404);
  });
});

describe("GET /orders", () => {
  it("requires a customer", async () => {
    const res = await request(createApp()).get("/orders");
    expect(res.status).toBe(400);
  });

  it("rejects an unknown status", async () => {
    const res = await request(createApp()).get("/orders?customerId=cus_1&status=lost");
    expect(res.status).toBe(400);
  });
});
