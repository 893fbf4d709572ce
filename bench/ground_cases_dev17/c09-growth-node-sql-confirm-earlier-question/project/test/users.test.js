const request = require("supertest");

jest.mock("../src/db", () => ({ query: jest.fn() }));
const { query } = require("../src/db");
const { createApp } = require("../src/app");

const app = createApp();

describe("GET /api/users/:id", () => {
  afterEach(() => query.mockReset());

  test("404 for unknown user", async () => {
    query.mockResolvedValue([]);
    const res = await request(app).get("/api/users/42");
    expect(res.status).toBe(404);
  });

  test("400 for a bad id", async () => {
    const res = await request(app).get("/api/users/abc");
    expect(res.status).toBe(400);
  });
});
