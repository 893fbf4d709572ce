import { describe, expect, it } from "vitest";
import { estimateDeliveryDate, formatJa } from "./delivery";

// JST の時刻から Date を作る
const jst = (s: string) => new Date(`${s}+09:00`);

describe("estimateDeliveryDate", () => {
  it("14時前の注文は当日出荷", () => {
    const e = estimateDeliveryDate(jst("2025-11-12T10:00:00"));
    expect(e.shipDate).toBe("2025-11-12");
    expect(e.deliveryDate).toBe("2025-11-14");
    expect(e.cutoffPassed).toBe(false);
  });

  it("14時以降の注文は翌営業日出荷", () => {
    const e = estimateDeliveryDate(jst("2025-11-12T14:00:00"));
    expect(e.shipDate).toBe("2025-11-13");
    expect(e.cutoffPassed).toBe(true);
  });

  it("金曜15時の注文は月曜出荷", () => {
    const e = estimateDeliveryDate(jst("2025-11-14T15:00:00"));
    expect(e.shipDate).toBe("2025-11-17");
  });

  it("8:59 JST の注文は当日出荷扱い", () => {
    const e = estimateDeliveryDate(jst("2025-11-12T08:59:00"));
    expect(e.shipDate).toBe("2025-11-12");
    expect(e.deliveryDate).toBe("2025-11-14");
  });

  it("0:30 JST の注文も同じ日の扱い", () => {
    const e = estimateDeliveryDate(jst("2025-11-13T00:30:00"));
    expect(e.shipDate).toBe("2025-11-13");
  });

  it("祝日は出荷しない", () => {
    const e = estimateDeliveryDate(jst("2025-11-21T16:00:00"));
    expect(e.shipDate).toBe("2025-11-25");
  });
});

describe("formatJa", () => {
  it("曜日つきで表示", () => {
    expect(formatJa("2025-11-12")).toBe("11月12日(水)");
  });
});
