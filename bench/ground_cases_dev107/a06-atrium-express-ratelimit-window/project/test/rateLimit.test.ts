import express from "express";
import request from "supertest";
import { createApp } from "../src/app";
import { rateLimit } from "../src/middleware/rateLimit";

describe("POST /auth/login rate limit", () => {
  const app = createApp();
  const attempt = () =>
    request(app).post("/auth/login").send({ username: "admin", password: "wrong" });

  it("allows five attempts", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt();
      expect(res.status).toBe(401);
    }
  });

  it("blocks the sixth with 429 and Retry-After", async () => {
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("too_many_requests");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("keeps separate buckets per client", async () => {
    const other = express();
    other.post(
      "/x",
      rateLimit({ max: 1, windowMinutes: 15, key: (req) => String(req.headers["x-client"]) }),
      (_req, res) => res.sendStatus(204),
    );
    expect((await request(other).post("/x").set("x-client", "a")).status).toBe(204);
    expect((await request(other).post("/x").set("x-client", "b")).status).toBe(204);
    expect((await request(other).post("/x").set("x-client", "a")).status).toBe(429);
  });
});
