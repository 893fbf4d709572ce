import { describe, expect, it } from "vitest";
import { isValidPhone, toSmsNumber } from "../phone";

describe("isValidPhone", () => {
  describe("CN", () => {
    it("accepts mobiles", () => {
      expect(isValidPhone("CN", "13800138000")).toBe(true);
    });
    it("rejects 10-digit mobiles", () => {
      expect(isValidPhone("CN", "1380013800")).toBe(false);
    });
    it("accepts landline with area code", () => {
      expect(isValidPhone("CN", "010-62751234")).toBe(true);
      expect(isValidPhone("CN", "0755-86013388")).toBe(true);
    });
    it("rejects landline without area code", () => {
      expect(isValidPhone("CN", "62751234")).toBe(false);
    });
  });
  describe("JP", () => {
    it("accepts mobiles with or without hyphens", () => {
      expect(isValidPhone("JP", "090-1234-5678")).toBe(true);
      expect(isValidPhone("JP", "09012345678")).toBe(true);
    });
  });
});

describe("toSmsNumber", () => {
  it("adds the country prefix", () => {
    expect(toSmsNumber("CN", "13800138000")).toBe("+8613800138000");
    expect(toSmsNumber("JP", "090-1234-5678")).toBe("+819012345678");
  });
  it("returns null for landlines", () => {
    expect(toSmsNumber("CN", "010-62751234")).toBeNull();
  });
});
