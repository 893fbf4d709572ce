const request = require("supertest");

jest.mock("../src/db", () => ({ pool: { query: jest.fn() } }));
jest.mock("../src/queue/shipments", () => ({ connection: { ping: jest.fn() }, enqueueShipment: jest.fn() }));

const { pool } = require("../src/db");
const { connection } = require("../src/queue/shipments");
const { createApp } = require("../src/app");

beforeEach(() => jest.resetAllMocks());

test("200 when db and redis answer", async () => {
  pool.query.mockResolvedValue({ rows: [{ "?column?": 1 }] });
  connection.ping.mockResolvedValue("PONG");
  const res = await request(createApp()).get("/healthz");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ db: "ok", redis: "ok" });
});

test("503 when redis is down", async () => {
  pool.query.mockResolvedValue({ rows: [] });
  connection.ping.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
  const res = await request(createApp()).get("/healthz");
  expect(res.status).toBe(503);
  expect(res.body.redis).toMatch(/ECONNREFUSED/);
});

test("503 when redis never answers", async () => {
  pool.query.mockResolvedValue({ rows: [] });
  connection.ping.mockReturnValue(new Promise(() => {}));
  const res = await request(createApp()).get("/healthz");
  expect(res.status).toBe(503);
  expect(res.body.redis).toBe("timeout after 1000ms");
});

test("503 when the database is down", async () => {
  pool.query.mockRejectedValue(new Error("password authentication failed"));
  connection.ping.mockResolvedValue("PONG");
  const res = await request(createApp()).get("/healthz");
  expect(res.status).toBe(503);
  expect(res.body.db).toMatch(/password/);
});
