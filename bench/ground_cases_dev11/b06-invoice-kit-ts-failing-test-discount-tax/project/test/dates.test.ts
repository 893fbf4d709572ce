import { describe, expect, it } from "vitest";
import { dueDate, isoDate } from "../src/lib/dates";

describe("dates", () => {
  it("formats ISO dates with zero padding", () => {
    expect(isoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
  });

  it("puts the due date at the end of next month", () => {
    expect(isoDate(dueDate(new Date(2025, 0, 31)))).toBe("2025-02-28");
    expect(isoDate(dueDate(new Date(2025, 10, 15)))).toBe("2025-12-31");
  });
});
