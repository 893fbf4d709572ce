import { describe, expect, it } from "vitest";
import { availableSlots, deliveryDates, SLOTS } from "../deliverySlots";

describe("availableSlots", () => {
  it("returns every slot for a later date", () => {
    const now = new Date("2025-11-20T15:00:00+09:00");
    expect(availableSlots(now, "2025-11-21")).toEqual(SLOTS);
  });

  it("excludes slots past cutoff", () => {
    const now = new Date("2025-11-20T11:30:00+09:00");
    const ids = availableSlots(now, "2025-11-20").map((s) => s.id);
    expect(ids).toEqual(["16", "18", "19"]);
  });

  it("returns every slot when no date is chosen", () => {
    const now = new Date("2025-11-20T18:00:00+09:00");
    expect(availableSlots(now)).toEqual(SLOTS);
  });
});

describe("deliveryDates", () => {
  it("starts tomorrow in JST", () => {
    const now = new Date("2025-11-20T23:30:00+09:00");
    expect(deliveryDates(now)[0]).toBe("2025-11-21");
  });
});
