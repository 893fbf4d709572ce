import express from "express";
import request from "supertest";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimit, resetRateLimits } from "../src/middleware/rateLimit.js";

function appWith(max: number) {
  const app = express();
  app.use(rateLimit({ windowMs: 1000, max }));
  app.get("/", (_req, res) => res.send("ok"));
  return app;
}

describe("rateLimit", () => {
  beforeEach(() => {
    resetRateLimits();
  });

  it("allows requests under the limit", async () => {
    const app = appWith(3);
    for (let i = 0; i < 3; i++) {
      await request(app).get("/").expect(200);
    }
  });

  it("blocks the request over the limit", async () => {
    const app = appWith(2);
    await request(app).get("/").set("x-api-key", "k1").expect(200);
    await request(app).get("/").set("x-api-key", "k1").expect(200);
    await request(app).get("/").set("x-api-key", "k1").expect(429);
  });

  it("opens again after the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = appWith(1);
    await request(app).get("/").set("x-api-key", "k2").expect(200);
    await request(app).get("/").set("x-api-key", "k2").expect(429);
    vi.advanceTimersByTime(1500);
    await request(app).get("/").set("x-api-key", "k2").expect(200);
    vi.useRealTimers();
  });

  it("allows a full window again after the limit was hit", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = appWith(3);
    for (let i = 0; i < 3; i++) {
      await request(app).get("/").set("x-api-key", "k3").expect(200);
    }
    await request(app).get("/").set("x-api-key", "k3").expect(429);
    vi.advanceTimersByTime(1000);
    for (let i = 0; i < 3; i++) {
      await request(app).get("/").set("x-api-key", "k3").expect(200);
    }
    await request(app).get("/").set("x-api-key", "k3").expect(429);
    vi.useRealTimers();
  });
});
