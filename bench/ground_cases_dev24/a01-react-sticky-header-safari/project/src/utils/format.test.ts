import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatRelative, initials } from "./format";

describe("formatMoney", () => {
  it("formats cents in the given currency", () => {
    expect(formatMoney(123456, "EUR")).toBe("€1,234.56");
  });
});

describe("formatDate", () => {
  it("formats an ISO timestamp", () => {
    expect(formatDate("2024-03-05T10:00:00Z")).toBe("05 Mar 2024");
  });
  it("shows a dash for drafts without a date", () => {
    expect(formatDate(null)).toBe("—");
  });
});

describe("formatRelative", () => {
  const now = new Date("2024-03-05T12:00:00Z");
  it("says just now under a minute", () => {
    expect(formatRelative("2024-03-05T11:59:40Z", now)).toBe("just now");
  });
  it("uses hours under a day", () => {
    expect(formatRelative("2024-03-05T09:00:00Z", now)).toBe("3 h ago");
  });
});

describe("initials", () => {
  it("takes the first two words", () => {
    expect(initials("ada lovelace byron")).toBe("AL");
  });
});
