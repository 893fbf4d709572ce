import { describe, expect, it } from "vitest";
import { groupCities } from "./pinyin";

const city = (name: string, nameEn: string) => ({ code: nameEn.slice(0, 3).toUpperCase(), name, nameEn });

describe("groupCities", () => {
  it("groups by first letter", () => {
    const groups = groupCities([city("北京", "Beijing"), city("包头", "Baotou"), city("安庆", "Anqing")]);
    expect(groups.map((g) => g.letter)).toEqual(["A", "B"]);
  });

  it("sorts by pinyin, not by code point", () => {
    const groups = groupCities([city("上海", "Shanghai"), city("成都", "Chengdu"), city("杭州", "Hangzhou")]);
    expect(groups.map((g) => g.letter)).toEqual(["C", "H", "S"]);
  });
});
