import { describe, expect, it } from "vitest";

import { formatDate, formatMoney, isOverdue, statusLabel } from "./format";

describe("formatMoney", () => {
  it("formats CNY cents", () => {
    expect(formatMoney(123456)).toBe("¥1,234.56");
  });

  it("formats USD cents", () => {
    expect(formatMoney(999, "USD")).toBe("US$9.99");
  });
});

describe("formatDate", () => {
  it("uses yyyy/MM/dd", () => {
    expect(formatDate("2024-03-05T10:00:00Z")).toBe("2024/03/05");
  });
});

describe("status helpers", () => {
  it("labels statuses in Chinese", () => {
    expect(statusLabel("paid")).toBe("已付款");
  });

  it("only sent invoices can be overdue", () => {
    const now = new Date("2024-06-01T00:00:00Z");
    expect(isOverdue("2024-05-01T00:00:00Z", "sent", now)).toBe(true);
    expect(isOverdue("2024-05-01T00:00:00Z", "paid", now)).toBe(false);
  });
});
