import { describe, expect, it } from "vitest";
import { dueLabel, isOverdue, parseDueDate } from "./date";

describe("parseDueDate", () => {
  it("returns null for empty values", () => {
    expect(parseDueDate(null)).toBeNull();
    expect(parseDueDate("")).toBeNull();
  });

  it("returns null for garbage", () => {
    expect(parseDueDate("next week")).toBeNull();
  });
});

describe("dueLabel", () => {
  const now = new Date(2024, 4, 10, 15, 30);

  it("says today and tomorrow", () => {
    expect(dueLabel("2024-05-10T12:00:00", now)).toBe("today");
    expect(dueLabel("2024-05-11T12:00:00", now)).toBe("tomorrow");
  });

  it("counts days in both directions", () => {
    expect(dueLabel("2024-05-14T09:00:00", now)).toBe("in 4 days");
    expect(dueLabel("2024-05-07T09:00:00", now)).toBe("3 days ago");
  });

  it("is empty without a date", () => {
    expect(dueLabel(undefined, now)).toBe("");
  });
});

describe("isOverdue", () => {
  const now = new Date(2024, 4, 10, 15, 30);

  it("is true only for past days", () => {
    expect(isOverdue("2024-05-09T18:00:00", now)).toBe(true);
    expect(isOverdue("2024-05-10T08:00:00", now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});
