import { describe, expect, it } from "vitest";
import { isPostalCode, normalizePostalCode, validateAddress } from "./validators";

const ok = {
  postalCode: "150-0002",
  prefecture: "東京都",
  city: "渋谷区",
  street: "渋谷2-21-1",
  building: "",
};

describe("isPostalCode", () => {
  it("ハイフンあり・なし両方OK", () => {
    expect(isPostalCode("150-0002")).toBe(true);
    expect(isPostalCode("1500002")).toBe(true);
  });

  it("桁数が違えばNG", () => {
    expect(isPostalCode("150-002")).toBe(false);
    expect(isPostalCode("15000021")).toBe(false);
  });
});

describe("normalizePostalCode", () => {
  it("ハイフンと全角を取り除く", () => {
    expect(normalizePostalCode("150-0002")).toBe("1500002");
    expect(normalizePostalCode("１５０ー０００２")).toBe("1500002");
  });
});

describe("validateAddress", () => {
  it("正しい住所はエラーなし", () => {
    expect(validateAddress(ok)).toEqual({});
  });

  it("空の必須項目はエラー", () => {
    const errors = validateAddress({ ...ok, city: " ", street: "" });
    expect(Object.keys(errors).sort()).toEqual(["city", "street"]);
  });

  it("知らない都道府県はエラー", () => {
    expect(validateAddress({ ...ok, prefecture: "東京" }).prefecture).toBeDefined();
  });
});
