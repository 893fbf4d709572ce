import { describe, expect, it } from "vitest";
import { parseJapaneseDate } from "../src/parse.js";

describe("parseJapaneseDate", () => {
  it("reads 令和", () => {
    expect(parseJapaneseDate("令和6年4月8日")).toEqual(new Date(2024, 3, 8));
  });
  it("reads 元年", () => {
    expect(parseJapaneseDate("令和元年5月1日")).toEqual(new Date(2019, 4, 1));
  });
  it("returns null for garbage", () => {
    expect(parseJapaneseDate("きのう")).toBeNull();
  });
});
