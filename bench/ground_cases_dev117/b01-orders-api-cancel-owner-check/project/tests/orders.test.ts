import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { app } from "../src/app";
import { db } from "../src/db";

const items = [
  { sku: "A1", name: "Tシャツ", unitPrice: 2500, qty: 2 },
  { sku: "B7", name: "トート", unitPrice: 1800, qty: 1 },
];

beforeEach(() => {
  db.users._seed({ id: "u1", role: "customer" });
  db.users._seed({ id: "u2", role: "customer" });
  db.orders._seed({ id: "o1", userId: "u1", status: "paid", items, createdAt: "2025-11-01T00:00:00Z" });
  db.coupons._seed({ code: "TEN", kind: "percent", value: 10, expiresAt: null });
});

describe("orders", () => {
  it("lists own orders with totals", async () => {
    const res = await request(app).get("/orders").set("x-user-id", "u1");
    expect(res.status).toBe(200);
    expect(res.body[0].total).toBe(6800);
  });

  it("hides other users' orders", async () => {
    const res = await request(app).get("/orders/o1").set("x-user-id", "u2");
    expect(res.status).toBe(404);
  });

  it("applies a percent coupon", async () => {
    const res = await request(app).post("/orders/o1/coupon").set("x-user-id", "u1").send({ code: "ten" });
    expect(res.body.total).toBe(6120);
  });

  it("rejects an expired coupon", async () => {
    db.coupons._seed({ code: "OLD", kind: "amount", value: 500, expiresAt: "2024-12-31T23:59:59Z" });
    const res = await request(app).post("/orders/o1/coupon").set("x-user-id", "u1").send({ code: "old" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("coupon_expired");
  });

  it("cancels a paid order", async () => {
    const res = await request(app).post("/orders/o1/cancel").set("x-user-id", "u1");
    expect(res.status).toBe(204);
  });
});
