import { describe, expect, it } from "vitest";
import { formatYuan, roundYuan } from "../../src/utils/money";

describe("money", () => {
  it("roundYuan 四舍五入到分", () => {
    expect(roundYuan(0.1 + 0.2)).toBe(0.3);
  });

  it("roundYuan 处理整数", () => {
    expect(roundYuan(42)).toBe(42);
  });

  it("formatYuan 保留两位", () => {
    expect(formatYuan(8)).toBe("¥8.00");
  });
});
