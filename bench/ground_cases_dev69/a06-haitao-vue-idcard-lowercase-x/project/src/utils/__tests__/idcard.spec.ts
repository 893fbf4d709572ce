import { describe, expect, it } from "vitest";
import { checkChar, validateIdCard } from "../idcard";

describe("validateIdCard", () => {
  it("accepts a valid number", () => {
    expect(validateIdCard("11010519491231002X")).toBeNull();
    expect(validateIdCard("440524188001010014")).toBeNull();
  });

  it("rejects a wrong check character", () => {
    expect(validateIdCard("110105194912310021")).toBe("customs.errors.idNumber");
  });

  it("rejects impossible birth dates", () => {
    expect(validateIdCard("110105194902300026")).toBe("customs.errors.idNumber");
  });

  it("computes X as the check character", () => {
    expect(checkChar("11010519491231002")).toBe("X");
  });
});
