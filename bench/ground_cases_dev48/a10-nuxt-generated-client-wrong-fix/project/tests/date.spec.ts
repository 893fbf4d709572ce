import { describe, expect, it } from "vitest";

import { formatDate, isOverdue, relativeTime } from "../utils/date";

const NOW = Date.parse("2025-11-20T12:00:00Z");

describe("date utils", () => {
  it("formats a date", () => {
    expect(formatDate("2025-11-03T09:00:00Z")).toBe("03 Nov 2025");
  });

  it("says just now under a minute", () => {
    expect(relativeTime("2025-11-20T11:59:30Z", NOW)).toBe("just now");
  });

  it("uses hours under a day", () => {
    expect(relativeTime("2025-11-20T09:00:00Z", NOW)).toBe("3 h ago");
  });

  it("falls back to the date after a week", () => {
    expect(relativeTime("2025-11-01T12:00:00Z", NOW)).toBe("01 Nov 2025");
  });

  it("treats a missing due date as not overdue", () => {
    expect(isOverdue(null, NOW)).toBe(false);
    expect(isOverdue("2025-11-19T12:00:00Z", NOW)).toBe(true);
  });
});
