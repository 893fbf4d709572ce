import { describe, expect, it } from "vitest";
import { isBlank, normalizePhone, normalizeZip, toHalfWidth } from "~/utils/normalize";

describe("toHalfWidth", () => {
  it("全角英数を半角に", () => expect(toHalfWidth("ＡＢＣ１２３")).toBe("ABC123"));
  it("全角スペース", () => expect(toHalfWidth("a\u3000b")).toBe("a b"));
});

describe("normalizePhone", () => {
  it("半角ハイフン", () => expect(normalizePhone("090-1234-5678")).toBe("09012345678"));
  it("全角数字と長音記号", () => expect(normalizePhone("０９０ー１２３４ー５６７８")).toBe("09012345678"));
  it("全角ハイフン", () => expect(normalizePhone("０３－１２３４－５６７８")).toBe("0312345678"));
});

describe("normalizeZip", () => {
  it("全角", () => expect(normalizeZip("１５０－０００１")).toBe("150-0001"));
});

describe("isBlank", () => {
  it("全角スペースだけ", () => expect(isBlank("\u3000\u3000")).toBe(true));
});
