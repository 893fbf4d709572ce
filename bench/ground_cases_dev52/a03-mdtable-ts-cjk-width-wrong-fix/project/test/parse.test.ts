import { describe, expect, it } from "vitest";
import { findTables, parseTable, splitRow } from "../src/parse.js";

describe("splitRow", () => {
  it("splits on pipes and trims", () => {
    expect(splitRow("| a | b |")).toEqual(["a", "b"]);
  });
  it("keeps escaped pipes", () => {
    expect(splitRow("| a \\| b | c |")).toEqual(["a \\| b", "c"]);
  });
});

describe("parseTable", () => {
  it("reads alignment", () => {
    const t = parseTable("| a | b | c | d |\n|---|:--|--:|:-:|\n");
    expect(t.align).toEqual(["none", "left", "right", "center"]);
  });
  it("rejects text without a separator", () => {
    expect(() => parseTable("| a |\n| b |\n")).toThrow(/separator/);
  });
});

describe("findTables", () => {
  it("finds a table between paragraphs", () => {
    const lines = ["intro", "", "| a | b |", "|---|---|", "| 1 | 2 |", "", "outro"];
    expect(findTables(lines)).toEqual([{ start: 2, end: 5 }]);
  });
});
