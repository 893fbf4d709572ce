import { describe, expect, it } from "vitest";
import { required, validateName, validatePhone } from "../validators";
import { toHalfWidth } from "../normalize";

describe("required", () => {
  it("rejects blank input", () => {
    expect(required("   ")).toBe("customs.errors.required");
  });
});

describe("validateName", () => {
  it("accepts Han names and the middle dot", () => {
    expect(validateName("王小明")).toBeNull();
    expect(validateName("迪丽热巴·迪力木拉提")).toBeNull();
  });

  it("rejects Latin names", () => {
    expect(validateName("Wang Xiaoming")).toBe("customs.errors.name");
  });
});

describe("validatePhone", () => {
  it("accepts mainland mobiles with or without +86", () => {
    expect(validatePhone("13800138000")).toBeNull();
    expect(validatePhone("+86 138-0013-8000")).toBeNull();
  });

  it("rejects landlines and short numbers", () => {
    expect(validatePhone("01012345678")).toBe("customs.errors.phone");
    expect(validatePhone("1380013800")).toBe("customs.errors.phone");
  });
});

describe("toHalfWidth", () => {
  it("converts full-width digits and the ideographic space", () => {
    expect(toHalfWidth("１３８\u3000００１３")).toBe("138 0013");
    expect(validatePhone(toHalfWidth("１３８００１３８０００"))).toBeNull();
  });
});
