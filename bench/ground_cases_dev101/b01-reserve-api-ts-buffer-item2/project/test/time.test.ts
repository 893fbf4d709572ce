import { describe, expect, it } from "vitest";
import { addDays, dayStart, formatHHmm, isPastDate, todayJst } from "../src/lib/time.js";

describe("formatHHmm", () => {
  it("サーバーが UTC でも日本時間で出す", () => {
    expect(formatHHmm(new Date("2025-06-02T08:30:00Z"))).toBe("17:30");
  });

  it("日付をまたぐ時刻も24時間表記", () => {
    expect(formatHHmm(new Date("2025-06-02T15:05:00Z"))).toBe("00:05");
  });
});

describe("dayStart / todayJst", () => {
  it("日本時間の0時を返す", () => {
    expect(dayStart("2025-06-02").toISOString()).toBe("2025-06-01T15:00:00.000Z");
  });

  it("UTC の夜は日本の翌日", () => {
    expect(todayJst(new Date("2025-06-01T16:00:00Z"))).toBe("2025-06-02");
  });

  it("addDays は月をまたげる", () => {
    expect(addDays("2025-06-30", 1)).toBe("2025-07-01");
  });
});

describe("isPastDate", () => {
  it("日本時間の今日は過去じゃない", () => {
    expect(isPastDate("2025-06-02", new Date("2025-06-01T16:00:00Z"))).toBe(false);
  });

  it("日本時間の昨日は過去", () => {
    expect(isPastDate("2025-06-01", new Date("2025-06-01T16:00:00Z"))).toBe(true);
  });
});
