import { describe, expect, it } from "vitest";

import { formatMoney } from "../src/ui/format";

describe("formatMoney", () => {
  it("formats USD from cents", () => {
    expect(formatMoney({ amount: 1999n, currency: "USD" })).toBe("$19.99");
  });

  it("formats JPY as is", () => {
    expect(formatMoney({ amount: 4980n, currency: "JPY" })).toBe("￥4,980");
  });
});
