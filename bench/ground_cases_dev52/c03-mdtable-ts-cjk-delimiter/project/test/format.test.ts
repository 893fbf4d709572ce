import { describe, expect, it } from "vitest";
import { formatTable } from "../src/format.js";

describe("formatTable", () => {
  it("pads cells to the widest cell", () => {
    expect(formatTable("| a | bb |\n|---|---|\n| ccc | d |\n")).toBe(
      "| a   | bb  |\n" + "| --- | --- |\n" + "| ccc | d   |\n",
    );
  });

  it("keeps alignment markers", () => {
    expect(formatTable("| l | c | r |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n")).toBe(
      "| l   |  c  |   r |\n" + "| :-- | :-: | --: |\n" + "| 1   |  2  |   3 |\n",
    );
  });

  it("fills missing cells and drops extra ones", () => {
    expect(formatTable("| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n")).toBe(
      "| a   | b   |\n" + "| --- | --- |\n" + "| 1   |     |\n" + "| 1   | 2   |\n",
    );
  });

  it("respects minWidth", () => {
    expect(formatTable("| a |\n|-|\n| b |\n", { minWidth: 5 })).toBe("| a     |\n| ----- |\n| b     |\n");
  });

  it("pads CJK cells by display width (#23)", () => {
    expect(formatTable("| key | description |\n|-----|-------------|\n| width | 宽度 |\n| align | 对齐方式 |\n")).toBe(
      "| key   | description |\n" +
        "| ----- | ----------- |\n" +
        "| width | 宽度        |\n" +
        "| align | 对齐方式    |\n",
    );
  });

  it("keeps escaped pipes", () => {
    expect(formatTable("| x |\n|---|\n| a \\| b |\n")).toBe("| x      |\n| ------ |\n| a \\| b |\n");
  });
});
