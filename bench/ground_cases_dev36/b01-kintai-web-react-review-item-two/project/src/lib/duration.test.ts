import { describe, expect, it } from "vitest";
import { diffMinutes, formatMinutes, netMinutes, overtimeMinutes, parseHHMM } from "./duration";

describe("parseHHMM", () => {
  it("parses clock strings", () => {
    expect(parseHHMM("09:30")).toBe(570);
    expect(parseHHMM("0:05")).toBe(5);
  });
  it("rejects garbage", () => {
    expect(parseHHMM("25:00")).toBeNaN();
    expect(parseHHMM("abc")).toBeNaN();
  });
});

describe("diffMinutes", () => {
  it("counts a day shift", () => {
    expect(diffMinutes("09:00", "18:00")).toBe(540);
  });
});

describe("netMinutes", () => {
  it("subtracts the break", () => {
    expect(netMinutes("09:00", "18:00", 60)).toBe(480);
  });
});

describe("formatMinutes / overtimeMinutes", () => {
  it("formats", () => {
    expect(formatMinutes(570)).toBe("9:30");
  });
  it("formats negative values with one sign", () => {
    expect(formatMinutes(-90)).toBe("-1:30");
  });
  it("counts overtime", () => {
    expect(overtimeMinutes(540)).toBe(60);
  });
});
