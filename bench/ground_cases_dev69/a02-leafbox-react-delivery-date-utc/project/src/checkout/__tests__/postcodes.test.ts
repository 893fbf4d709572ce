import { describe, expect, it } from "vitest";
import { isValidPostcode } from "../postcodes";

describe("isValidPostcode", () => {
  it("accepts UK postcodes with and without the space", () => {
    expect(isValidPostcode("GB", "SW1A 1AA")).toBe(true);
    expect(isValidPostcode("GB", "sw1a1aa")).toBe(true);
  });

  it("accepts Dutch postcodes", () => {
    expect(isValidPostcode("NL", "1012 AB")).toBe(true);
  });

  it("accepts Irish eircodes", () => {
    expect(isValidPostcode("IE", "D02 X285")).toBe(true);
    expect(isValidPostcode("IE", "a65f4e2")).toBe(true);
    expect(isValidPostcode("IE", "D6W 1234")).toBe(true);
    expect(isValidPostcode("IE", "Z99 1234")).toBe(false);
  });

  it("rejects German postcodes with four digits", () => {
    expect(isValidPostcode("DE", "1011")).toBe(false);
  });
});
