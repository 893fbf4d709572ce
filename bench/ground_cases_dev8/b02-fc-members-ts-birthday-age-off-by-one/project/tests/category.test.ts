import { describe, expect, it } from "vitest";
import { categoryFor, canEnter } from "../src/services/category";
import { parseYmd } from "../src/lib/dates";

const on = parseYmd("2025-06-14");

describe("categoryFor", () => {
  it("誕生日を過ぎた子は新しい年齢で判定する", () => {
    expect(categoryFor(parseYmd("2013-03-10"), on)).toBe("U-15");
  });

  it("誕生日前の子は前の年齢で判定する", () => {
    expect(categoryFor(parseYmd("2013-09-01"), on)).toBe("U-12");
  });

  it("小さい子は U-8", () => {
    expect(categoryFor(parseYmd("2019-01-20"), on)).toBe("U-8");
  });
});

describe("canEnter", () => {
  it("U-10 の子は U-12 大会に出られる", () => {
    expect(canEnter("U-12", parseYmd("2016-02-02"), on)).toBe(true);
  });

  it("U-15 の子は U-12 大会に出られない", () => {
    expect(canEnter("U-12", parseYmd("2011-05-05"), on)).toBe(false);
  });
});
