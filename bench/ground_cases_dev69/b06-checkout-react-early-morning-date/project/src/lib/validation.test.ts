import { describe, expect, it } from "vitest";
import { validateDeliveryDate, validatePhone } from "./validation";

const now = new Date(2025, 11, 3, 14, 0); // 2025-12-03 14:00 JST

describe("validateDeliveryDate", () => {
  it("accepts empty (指定なし)", () => {
    expect(validateDeliveryDate("", now)).toBeNull();
  });
  it("accepts the first selectable day", () => {
    expect(validateDeliveryDate("2025-12-05", now)).toBeNull();
  });
  it("rejects tomorrow", () => {
    expect(validateDeliveryDate("2025-12-04", now)).toBe("配送希望日は12/5以降を選択してください");
  });
});

describe("validatePhone", () => {
  it("accepts mobile with or without hyphens", () => {
    expect(validatePhone("090-1234-5678")).toBeNull();
    expect(validatePhone("09012345678")).toBeNull();
  });
  it("accepts IP phone (050)", () => {
    expect(validatePhone("050-1234-5678")).toBeNull();
  });
  it("accepts landline", () => {
    expect(validatePhone("03-1234-5678")).toBeNull();
  });
});
