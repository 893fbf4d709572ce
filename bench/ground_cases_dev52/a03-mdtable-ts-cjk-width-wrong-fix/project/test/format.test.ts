import { describe, expect, it } from "vitest";
import { formatTable } from "../src/format.js";
import { parseTable } from "../src/parse.js";

const fmt = (text: string) => formatTable(parseTable(text));

describe("formatTable", () => {
  it("pads every column to its longest cell", () => {
    expect(fmt("| a | bb |\n|---|---|\n| ccccc | d |\n")).toBe(
      "| a     | bb  |\n| ----- | --- |\n| ccccc | d   |\n",
    );
  });
  it("respects alignment", () => {
    expect(fmt("| l | r | c |\n|:--|--:|:-:|\n| x | y | z |\n")).toBe(
      "| l   |   r |  c  |\n| :-- | --: | :-: |\n| x   |   y |  z  |\n",
    );
  });
  it("fills short rows", () => {
    expect(fmt("| a | b |\n|---|---|\n| 1 |\n")).toBe("| a   | b   |\n| --- | --- |\n| 1   |     |\n");
  });
  it("pads wide characters by display width", () => {
    expect(fmt("| city | note |\n|---|---|\n| 東京 | capital |\n| Amsterdam | canals |\n")).toBe(
      "| city      | note    |\n| --------- | ------- |\n| 東京      | capital |\n| Amsterdam | canals  |\n",
    );
  });
  it("counts emoji as two columns", () => {
    expect(fmt("| task | status |\n|---|---|\n| build | ✅ |\n| deploy | 👍 |\n")).toBe(
      "| task   | status |\n| ------ | ------ |\n| build  | ✅     |\n| deploy | 👍     |\n",
    );
  });
  it("can drop the padding", () => {
    const t = parseTable("| a | b |\n|---|---|\n");
    expect(formatTable(t, { padding: false })).toBe("|a  |b  |\n|---|---|\n");
  });
});
