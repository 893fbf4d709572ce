import { describe, expect, it } from "vitest";
import { dayKey, dueStatus, isOverdue } from "./dates";

describe("dayKey", () => {
  it("formats the local day", () => {
    expect(dayKey(new Date(2025, 0, 5, 23, 30))).toBe("2025-01-05");
  });
});

describe("isOverdue", () => {
  it("is true for yesterday", () => {
    expect(isOverdue("2025-03-09", new Date(2025, 2, 10, 9))).toBe(true);
  });
  it("is false for today", () => {
    expect(isOverdue("2025-03-10", new Date(2025, 2, 10, 9))).toBe(false);
  });
});

describe("dueStatus", () => {
  it("handles missing dates", () => {
    expect(dueStatus(null)).toBe("none");
  });
  it("is later for next week", () => {
    expect(dueStatus("2025-03-17", new Date(2025, 2, 10, 9))).toBe("later");
  });
});
