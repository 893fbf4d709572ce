import { describe, expect, it } from "vitest";
import { Order } from "../types";
import { inRange, matchesKeyword, matchesStatus } from "./useOrderFilters";

const order = (over: Partial<Order> = {}): Order => ({
  id: "SO1001",
  customer: "Acme 上海",
  status: "paid",
  amountCents: 19900,
  createdAt: "2025-11-03T10:00:00+08:00",
  ...over,
});

describe("matchesStatus", () => {
  it("passes everything for all", () => {
    expect(matchesStatus(order(), "all")).toBe(true);
  });
  it("filters by exact status", () => {
    expect(matchesStatus(order({ status: "cancelled" }), "paid")).toBe(false);
  });
});

describe("matchesKeyword", () => {
  it("matches customer case-insensitively", () => {
    expect(matchesKeyword(order(), "acme")).toBe(true);
  });
  it("matches order id", () => {
    expect(matchesKeyword(order(), "1001")).toBe(true);
  });
});

describe("inRange", () => {
  it("drops orders before from", () => {
    expect(inRange(order(), "2025-11-04", "")).toBe(false);
  });
  it("keeps orders with no range", () => {
    expect(inRange(order(), "", "")).toBe(true);
  });
});
