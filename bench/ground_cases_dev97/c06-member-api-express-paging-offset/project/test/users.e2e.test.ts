import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "../src/app";
import { closePool, pool } from "../src/db";

const app = createApp();

beforeAll(async () => {
  await pool.query("TRUNCATE users RESTART IDENTITY");
  for (let i = 1; i <= 5; i++) {
    await pool.query(
      "INSERT INTO users (nickname, phone, level, created_at) VALUES ($1, $2, 1, now() - make_interval(days => $3))",
      [`user${i}`, `1380000000${i}`, 10 - i],
    );
  }
});

afterAll(async () => {
  await closePool();
});

describe("GET /api/users", () => {
  it("returns items and total", async () => {
    const res = await request(app).get("/api/users");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.items).toHaveLength(5);
  });

  it("page=1 returns the first users", async () => {
    const res = await request(app).get("/api/users?page=1&limit=2&sort=created_asc");
    expect(res.body.items.map((u: { id: number }) => u.id)).toEqual([1, 2]);
    expect(res.body.page).toBe(1);
    expect(res.body.hasMore).toBe(true);
  });

  it("caps limit at 100", async () => {
    const res = await request(app).get("/api/users?limit=500");
    expect(res.body.limit).toBe(100);
  });

  it("filters by keyword", async () => {
    const res = await request(app).get("/api/users?keyword=user3");
    expect(res.body.items.map((u: { id: number }) => u.id)).toEqual([3]);
  });

  it("404 for unknown id", async () => {
    const res = await request(app).get("/api/users/999");
    expect(res.status).toBe(404);
  });
});
