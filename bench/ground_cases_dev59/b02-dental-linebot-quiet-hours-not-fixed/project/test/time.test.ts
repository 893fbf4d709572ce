import { describe, expect, it } from "vitest";
import { formatJst, isQuietHours, tomorrowRangeJst } from "../src/lib/time.js";

describe("formatJst", () => {
  it("日本時間で表示する", () => {
    expect(formatJst(new Date("2025-11-14T01:30:00Z"))).toBe("11月14日(金) 10:30");
  });

  it("UTCで前日でもJSTの日付で表示する", () => {
    expect(formatJst(new Date("2025-11-13T23:00:00Z"))).toBe("11月14日(金) 08:00");
  });

  it("分は0埋めする", () => {
    expect(formatJst(new Date("2025-11-15T00:05:00Z"))).toBe("11月15日(土) 09:05");
  });
});

describe("tomorrowRangeJst", () => {
  it("JSTの翌日0時から24時間", () => {
    const { from, to } = tomorrowRangeJst(new Date("2025-11-13T20:00:00Z")); // JST 14日 5:00
    expect(from.toISOString()).toBe("2025-11-14T15:00:00.000Z");
    expect(to.toISOString()).toBe("2025-11-15T15:00:00.000Z");
  });
});

describe("isQuietHours", () => {
  it("昼間は通知してよい", () => {
    expect(isQuietHours(new Date("2025-11-13T03:00:00Z"))).toBe(false); // JST 12:00
  });
  it("JSTの深夜3時は通知しない（UTCでは18時）", () => {
    expect(isQuietHours(new Date("2025-11-12T18:04:00Z"))).toBe(true);
  });
});
