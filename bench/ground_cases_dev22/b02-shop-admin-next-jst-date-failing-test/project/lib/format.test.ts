import { describe, expect, it } from "vitest";
import { formatOrderDate, formatYen, orderCountLabel, statusLabel } from "./format";

describe("formatYen", () => {
  it("adds yen sign and separators", () => {
    expect(formatYen(12800)).toBe("￥12,800");
  });
});

describe("formatOrderDate", () => {
  it("formats ISO string as yyyy-mm-dd", () => {
    expect(formatOrderDate("2025-03-04T00:30:00Z")).toBe("2025-03-04");
  });

  it("uses the japanese calendar day for late-night orders", () => {
    expect(formatOrderDate("2025-03-04T16:10:00Z")).toBe("2025-03-05");
  });
});

describe("statusLabel", () => {
  it("labels cancelled orders", () => {
    expect(statusLabel("cancelled")).toBe("キャンセル");
  });
});

describe("orderCountLabel", () => {
  it("renders the count", () => {
    expect(orderCountLabel(3)).toContain("3");
  });
});
