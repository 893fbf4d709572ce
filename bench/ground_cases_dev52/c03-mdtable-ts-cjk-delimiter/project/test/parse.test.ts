import { describe, expect, it } from "vitest";
import { isDelimiterRow, parseTable, splitRow } from "../src/parse.js";

describe("splitRow", () => {
  it("splits and trims", () => {
    expect(splitRow("| a |  b | c|")).toEqual(["a", "b", "c"]);
  });

  it("does not split on escaped pipes", () => {
    expect(splitRow("| a \\| b | c |")).toEqual(["a \\| b", "c"]);
  });

  it("works without outer pipes", () => {
    expect(splitRow("a | b")).toEqual(["a", "b"]);
  });
});

describe("parseTable", () => {
  it("reads alignments", () => {
    const t = parseTable("| a | b | c | d |\n|---|:--|--:|:-:|\n");
    expect(t.aligns).toEqual(["none", "left", "right", "center"]);
  });

  it("accepts CRLF", () => {
    const t = parseTable("| a |\r\n|---|\r\n| 1 |\r\n");
    expect(t.rows).toEqual([["1"]]);
  });

  it("rejects text without a delimiter row", () => {
    expect(() => parseTable("| a |\n| b |\n")).toThrow(/delimiter row/);
  });

  it("recognises delimiter rows with spaces", () => {
    expect(isDelimiterRow("| :--- | ---: |")).toBe(true);
    expect(isDelimiterRow("| a | b |")).toBe(false);
  });
});
