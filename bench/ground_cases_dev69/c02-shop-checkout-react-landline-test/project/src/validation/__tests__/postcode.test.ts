import { describe, expect, it } from "vitest";
import { formatPostcode, isValidPostcode, normalizePostcode } from "../postcode";

describe("isValidPostcode", () => {
  it("accepts 6-digit CN postcodes", () => {
    expect(isValidPostcode("CN", "100084")).toBe(true);
    expect(isValidPostcode("CN", "10008")).toBe(false);
  });
  it("accepts 7-digit JP postcodes", () => {
    expect(isValidPostcode("JP", "1500001")).toBe(true);
    expect(isValidPostcode("JP", "150-0001")).toBe(true);
    expect(normalizePostcode("JP", "150-0001")).toBe("1500001");
    expect(isValidPostcode("JP", "１５０－０００１")).toBe(true);
    expect(normalizePostcode("JP", "１５０ー０００１")).toBe("1500001");
  });
  it("accepts TW 3 and 5 digit postcodes", () => {
    expect(isValidPostcode("TW", "106")).toBe(true);
    expect(isValidPostcode("TW", "10617")).toBe(true);
  });
  it("requires HK postcode to be empty", () => {
    expect(isValidPostcode("HK", "")).toBe(true);
  });
});

describe("normalizePostcode / formatPostcode", () => {
  it("drops spaces", () => {
    expect(normalizePostcode("CN", " 100 084 ")).toBe("100084");
  });
  it("formats JP with the postal mark", () => {
    expect(formatPostcode("JP", "1500001")).toBe("〒150-0001");
  });
});
