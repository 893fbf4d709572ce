import { describe, expect, it } from "vitest";
import { yen } from "./cart";

describe("yen", () => {
  it("groups thousands", () => {
    expect(yen(1234567)).toBe("¥1,234,567");
  });

  it("keeps zero", () => {
    expect(yen(0)).toBe("¥0");
  });

  it("negative values keep the sign after the mark", () => {
    expect(yen(-500)).toBe("¥-500");
  });

  it("small values have no separator", () => {
    expect(yen(980)).toBe("¥980");
  });

  it("rounds nothing: integers only", () => {
    expect(yen(3000)).toBe("¥3,000");
  });
});

describe("placeholder for cart tests", () => {
  it("runs", () => {
    expect(true).toBe(true);
  });
});
