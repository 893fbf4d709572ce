const request = require("supertest");
const express = require("express");

jest.mock("../src/cache", () => ({ redis: { ping: jest.fn().mockResolvedValue("PONG") } }));

const health = require("../src/routes/health");

function app() {
  const a = express();
  a.use(health);
  return a;
}

test("GET /healthz returns ok", async () => {
  const res = await request(app()).get("/healthz");
  expect(res.status).toBe(200);
  expect(res.body.status).toBe("ok");
});

test("GET /readyz returns ready", async () => {
  const res = await request(app()).get("/readyz");
  expect(res.status).toBe(200);
  expect(res.body.status).toBe("ready");
});
