import { describe, expect, it } from "vitest";

import { apiDay, daysLate, dueDate, invoiceDate, isOverdue } from "../src/dates.js";

const issued = new Date(2025, 10, 3);

describe("dates", () => {
  it("apiDay", () => {
    expect(apiDay(issued)).toBe("2025-11-03");
  });

  it("dueDate adds terms", () => {
    expect(apiDay(dueDate(issued, 30))).toBe("2025-12-03");
  });

  it("overdue", () => {
    expect(isOverdue(new Date(2025, 10, 1), issued)).toBe(true);
    expect(daysLate(new Date(2025, 10, 1), issued)).toBe(2);
  });
});
