import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "../src/lib/csv.js";

describe("csv", () => {
  it("leaves plain fields alone", () => {
    expect(csvCell("Acme")).toBe("Acme");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas and doubles quotes", () => {
    expect(csvCell("Acme, Inc.")).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Shop')).toBe('"The ""Best"" Shop"');
  });

  it("quotes newlines", () => {
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
  });

  it("joins a row with a newline", () => {
    expect(csvRow([1, "a,b", "paid"])).toBe('1,"a,b",paid\n');
  });
});
