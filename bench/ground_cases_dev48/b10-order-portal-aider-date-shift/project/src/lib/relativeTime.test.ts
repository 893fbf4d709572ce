import { describe, expect, it } from "vitest";
import { formatRelative } from "./relativeTime";

const now = new Date("2025-06-10T12:00:00+09:00");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60 * 1000;

describe("formatRelative", () => {
  it("says 'now' for a few seconds", () => {
    expect(formatRelative(ago(0), now)).toBe("今");
  });

  it("formats minutes", () => {
    expect(formatRelative(ago(5 * MIN), now)).toBe("5 分前");
  });

  it("never rounds up to the next hour", () => {
    expect(formatRelative(ago(100 * MIN), now)).toBe("1 時間前");
  });

  it("uses 'yesterday'", () => {
    expect(formatRelative(ago(26 * 60 * MIN), now)).toBe("昨日");
  });
});
