import request from "supertest";
import { describe, expect, it } from "vitest";
import { app } from "../src/app.js";

const body = {
  customerId: "7f1c9a52-3f0e-4d7b-9a3e-2b8c4e0d6a11",
  pickupAt: "2025-11-12T08:30:00.000Z",
  items: [{ sku: "CROISSANT", qty: 4 }],
};

describe("POST /api/orders", () => {
  it("creates an order", async () => {
    const res = await request(app).post("/api/orders").send(body);
    expect(res.status).toBe(201);
    expect(res.body.id).toBeDefined();
  });

  it("returns the same order for a repeated Idempotency-Key", async () => {
    const first = await request(app).post("/api/orders").set("Idempotency-Key", "k-123").send(body);
    const second = await request(app).post("/api/orders").set("Idempotency-Key", "k-123").send(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
  });

  it("rejects an empty order", async () => {
    const res = await request(app).post("/api/orders").send({ ...body, items: [] });
    expect(res.status).toBe(400);
  });
});
