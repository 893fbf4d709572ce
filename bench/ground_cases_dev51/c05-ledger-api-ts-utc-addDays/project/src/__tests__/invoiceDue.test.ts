import { describe, expect, it } from "vitest";
import { computeDueDate, graceDeadline, isOverdue } from "../services/invoiceDue.js";
import { formatDate } from "../utils/dates.js";

const at = (s: string) => new Date(s);

describe("computeDueDate", () => {
  it("net 15", () => {
    expect(formatDate(computeDueDate(at("2025-03-03T02:00:00Z"), "NET15"))).toBe("2025-03-18");
  });

  // issued late in the evening UTC (early morning in Beijing) on the last day of January
  it("net 30 across month end", () => {
    expect(formatDate(computeDueDate(at("2025-01-31T18:30:00Z"), "NET30"))).toBe("2025-03-02");
  });

  it("end of month", () => {
    expect(formatDate(computeDueDate(at("2025-02-10T03:00:00Z"), "EOM"))).toBe("2025-02-28");
  });

  it("end of next month", () => {
    expect(formatDate(computeDueDate(at("2025-01-31T03:00:00Z"), "EOM_PLUS_1"))).toBe("2025-02-28");
  });
});

describe("overdue", () => {
  it("is overdue after the due time", () => {
    expect(isOverdue(at("2025-03-01T00:00:00Z"), at("2025-03-02T00:00:00Z"))).toBe(true);
  });

  it("grace deadline is five days later", () => {
    expect(formatDate(graceDeadline(at("2025-03-01T04:00:00Z")))).toBe("2025-03-06");
  });
});
