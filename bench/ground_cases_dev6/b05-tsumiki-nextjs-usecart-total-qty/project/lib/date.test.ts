import { describe, expect, it } from "vitest";
import { formatJST, formatJSTDateTime } from "./date";

describe("formatJST", () => {
  it("formats in Asia/Tokyo regardless of host TZ", () => {
    // 2024-06-09 23:30 UTC = 2024-06-10 08:30 JST
    expect(formatJST("2024-06-09T23:30:00Z")).toBe("2024/6/10");
  });
});

describe("formatJSTDateTime", () => {
  it("includes time in JST", () => {
    expect(formatJSTDateTime("2024-06-09T23:30:00Z")).toBe("2024/6/10 8:30");
  });
});
