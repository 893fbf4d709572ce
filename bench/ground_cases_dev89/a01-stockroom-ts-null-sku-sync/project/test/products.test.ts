import { describe, it, expect, vi } from "vitest";
import request from "supertest";

vi.mock("../src/db", () => ({
  query: vi.fn(async () => [
    { id: 1, sku: "AB-1", name: "Anchor bolt", priceCents: 120, stock: 40, kind: "single" },
  ]),
  one: vi.fn(async () => null),
}));

import app from "../src/index";

describe("GET /products", () => {
  it("returns a list", async () => {
    const res = await request(app).get("/products");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it("rejects a bad limit", async () => {
    const res = await request(app).get("/products?limit=0");
    expect(res.status).toBe(400);
  });

  it("rejects an unknown sort key", async () => {
    const res = await request(app).get("/products?sort=stock");
    expect(res.status).toBe(400);
  });

  it("accepts price_desc", async () => {
    const res = await request(app).get("/products?sort=price_desc");
    expect(res.status).toBe(200);
  });

  it("404s an unknown product", async () => {
    const res = await request(app).get("/products/99");
    expect(res.status).toBe(404);
  });
});
