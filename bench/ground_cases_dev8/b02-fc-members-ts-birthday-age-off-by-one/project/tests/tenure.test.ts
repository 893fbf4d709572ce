import { describe, expect, it } from "vitest";
import { yearsOfMembership } from "../src/lib/tenure";
import { parseYmd } from "../src/lib/dates";

describe("yearsOfMembership", () => {
  it("入会記念日当日に 1 年増える", () => {
    expect(yearsOfMembership(parseYmd("2020-04-01"), parseYmd("2025-04-01"))).toBe(5);
  });

  it("前日はまだ増えない", () => {
    expect(yearsOfMembership(parseYmd("2020-04-01"), parseYmd("2025-03-31"))).toBe(4);
  });
});
