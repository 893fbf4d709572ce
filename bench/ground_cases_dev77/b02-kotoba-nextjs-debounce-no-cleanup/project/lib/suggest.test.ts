import { describe, expect, it } from "vitest";
import { suggest } from "./suggest";

const words = ["東京", "東京タワー", "京都", "Tokyo", "iPhone"];

describe("suggest", () => {
  it("returns prefix matches first", () => {
    const got = suggest(words, "東京").map((s) => s.text);
    expect(got).toEqual(["東京", "東京タワー"]);
  });

  it("also returns substring matches", () => {
    const got = suggest(words, "京").map((s) => s.text);
    expect(got).toContain("京都");
    expect(got).toContain("東京");
  });

  it("returns nothing for blank", () => {
    expect(suggest(words, "  ")).toEqual([]);
  });

  it("ignores case", () => {
    expect(suggest(words, "iphone").map((s) => s.text)).toEqual(["iPhone"]);
    expect(suggest(words, "ＩＰＨＯＮＥ").map((s) => s.text)).toEqual(["iPhone"]);
  });

  it("respects the limit", () => {
    expect(suggest(words, "京", 1)).toHaveLength(1);
  });
});
