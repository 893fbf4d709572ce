const request = require("supertest");

jest.mock("../src/db", () => ({ query: jest.fn() }));
const { query } = require("../src/db");
const { createApp } = require("../src/app");

const app = createApp();

describe("GET /api/reports/signups", () => {
  afterEach(() => query.mockReset());

  test("rejects a bad range", async () => {
    const res = await request(app).get("/api/reports/signups?from=2025-11-10&to=2025-11-01");
    expect(res.status).toBe(400);
  });

  test("maps counts to numbers", async () => {
    query.mockResolvedValue([{ day: "2025-11-01", signups: "12", invited: "3" }]);
    const res = await request(app).get("/api/reports/signups?from=2025-11-01&to=2025-11-01");
    expect(res.body).toEqual([{ day: "2025-11-01", signups: 12, invited: 3 }]);
    expect(query).toHaveBeenCalledWith("signups_by_day", ["2025-11-01", "2025-11-01"]);
  });
});

describe("GET /api/reports/revenue", () => {
  test("maps numeric strings to numbers", async () => {
    query.mockResolvedValue([{ day: "2025-11-01", orders: "2", revenue: "25.50", coupon_revenue: "0" }]);
    const res = await request(app).get("/api/reports/revenue?from=2025-11-01&to=2025-11-01");
    expect(res.body[0].revenue).toBe(25.5);
  });
});
