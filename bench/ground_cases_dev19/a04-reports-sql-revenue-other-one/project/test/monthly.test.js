import { describe, it, expect } from "vitest";
import { monthBounds, monthlyRevenue } from "../src/reports/monthly.js";

describe("monthBounds", () => {
  it("covers a normal month", () => {
    expect(monthBounds(2025, 10)).toEqual(["2025-10-01", "2025-11-01"]);
  });

  it("rolls over december", () => {
    expect(monthBounds(2025, 12)).toEqual(["2025-12-01", "2026-01-01"]);
  });
});

describe("monthlyRevenue", () => {
  it("sums channels into totals", async () => {
    const db = {
      query: async () => ({
        rows: [
          { channel: "web", orders: "10", net_cents: "150000" },
          { channel: "app", orders: "4", net_cents: "50000" },
        ],
      }),
    };
    const r = await monthlyRevenue(2025, 10, db);
    expect(r.totals).toEqual({ orders: 14, net_cents: 200000 });
    expect(r.month).toBe("2025-10");
  });

  it("passes an exclusive next-month bound to the query", async () => {
    let params;
    const db = { query: async (_sql, p) => ((params = p), { rows: [] }) };
    await monthlyRevenue(2025, 10, db);
    expect(params).toEqual(["2025-10-01", "2025-11-01"]);
  });
});
