import request from "supertest";

import { createApp } from "../src/app";
import * as db from "../src/db";

jest.mock("../src/db");
const mocked = jest.mocked(db);

const order = (id: string, status: db.Order["status"] = "open"): db.Order => ({
  id,
  customerId: "4b1f7a40-2c55-4f3e-9d1a-1d4e8e0c9a11",
  status,
  totalCents: 1999,
  createdAt: new Date("2025-06-01T10:00:00Z"),
  deletedAt: null,
});

describe("GET /orders", () => {
  it("returns a page of orders", async () => {
    mocked.orders.list.mockResolvedValue([order("o1"), order("o2")]);
    mocked.orders.count.mockResolvedValue(2);
    const res = await request(createApp()).get("/orders?limit=2");
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.pages).toBe(1);
  });

  it("rejects a limit over the maximum", async () => {
    const res = await request(createApp()).get("/orders?limit=500");
    expect(res.status).toBe(400);
  });
});

describe("DELETE /orders/:id", () => {
  it("refuses shipped orders", async () => {
    mocked.orders.get.mockResolvedValue(order("o3", "shipped"));
    const res = await request(createApp()).delete("/orders/o3");
    expect(res.status).toBe(409);
  });

  it("returns 404 for unknown orders", async () => {
    mocked.orders.get.mockResolvedValue(null);
    const res = await request(createApp()).delete("/orders/nope");
    expect(res.status).toBe(404);
  });
});
