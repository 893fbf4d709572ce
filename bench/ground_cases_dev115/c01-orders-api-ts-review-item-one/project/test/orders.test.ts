import { describe, it, expect, vi, beforeEach } from "vitest";
import express from "express";
import request from "supertest";

vi.mock("../src/db", () => ({ pool: { query: vi.fn() } }));

import { pool } from "../src/db";
import { orders } from "../src/routes/orders";

const app = express().use("/orders", orders);
const query = pool.query as unknown as ReturnType<typeof vi.fn>;

describe("orders routes", () => {
  beforeEach(() => query.mockReset());

  it("lists orders with paging headers", async () => {
    query.mockResolvedValueOnce({ rows: [{ n: 3 }] }).mockResolvedValueOnce({ rows: [{ id: 1 }, { id: 2 }] });
    const res = await request(app).get("/orders?size=2");
    expect(res.status).toBe(200);
    expect(res.headers["x-total-pages"]).toBe("2");
    expect(res.body).toHaveLength(2);
  });

  it("refuses to cancel an order that is not pending", async () => {
    query.mockResolvedValueOnce({ rows: [] });
    const res = await request(app).post("/orders/9/cancel");
    expect(res.status).toBe(409);
  });
});
