import { describe, expect, it } from "vitest";
import { daysUntil, formatDue, isOverdue, toApiDate } from "./dates";

describe("dates", () => {
  it("formats a due date", () => {
    expect(formatDue("2025-11-04", "en-US")).toBe("Tue, Nov 4");
  });

  it("says when there is no due date", () => {
    expect(formatDue(null, "en-US")).toBe("No due date");
  });

  it("counts days until due", () => {
    expect(daysUntil("2025-11-10", new Date(2025, 10, 4, 15, 0))).toBe(6);
  });

  it("is overdue the day after", () => {
    expect(isOverdue("2025-11-03", new Date(2025, 10, 4, 9, 0))).toBe(true);
    expect(isOverdue("2025-11-04", new Date(2025, 10, 4, 23, 0))).toBe(false);
  });

  it("round-trips API dates", () => {
    expect(toApiDate(new Date(2025, 0, 9))).toBe("2025-01-09");
  });
});
