import { describe, expect, it } from "vitest";
import { minDeliveryDate } from "../DeliveryDate";

describe("minDeliveryDate", () => {
  it("is tomorrow before the cutoff", () => {
    expect(minDeliveryDate(new Date("2025-11-13T09:30:00"))).toBe("2025-11-14");
  });

  it("is the day after tomorrow after the cutoff", () => {
    expect(minDeliveryDate(new Date("2025-11-13T15:10:00"))).toBe("2025-11-15");
  });
});
