import { describe, expect, it } from "vitest";
import type { Booking } from "../src/repo/bookings.js";
import { countAvailable, firstAvailable, listSlots } from "../src/services/availability.js";

const NOW = new Date("2025-06-01T00:00:00+09:00");

function booking(start: string, end: string, status: Booking["status"] = "confirmed"): Booking {
  return {
    id: `${start}-${end}`,
    storeId: "shibuya",
    startsAt: new Date(`2025-06-02T${start}:00+09:00`),
    endsAt: new Date(`2025-06-02T${end}:00+09:00`),
    status,
    customerName: "テスト",
  };
}

describe("listSlots", () => {
  it("営業時間を30分刻みで返す", () => {
    const slots = listSlots("2025-06-02", [], { openHour: 10, closeHour: 12, now: NOW });
    expect(slots.map((s) => s.start)).toEqual([
      "2025-06-02T01:00:00.000Z",
      "2025-06-02T01:30:00.000Z",
      "2025-06-02T02:00:00.000Z",
    ]);
  });

  it("予約と重なる枠は埋まり", () => {
    const slots = listSlots("2025-06-02", [booking("10:30", "11:00")], { openHour: 10, closeHour: 12, now: NOW });
    expect(slots.map((s) => s.available)).toEqual([true, false, true]);
  });

  it("キャンセル済みの予約は無視する", () => {
    const slots = listSlots("2025-06-02", [booking("10:30", "11:00", "cancelled")], { openHour: 10, closeHour: 12, now: NOW });
    expect(countAvailable(slots)).toBe(3);
  });

  it("過去の枠は空きにしない", () => {
    const now = new Date("2025-06-02T10:45:00+09:00");
    const slots = listSlots("2025-06-02", [], { openHour: 10, closeHour: 12, now });
    expect(firstAvailable(slots)?.start).toBe("2025-06-02T02:00:00.000Z");
  });
});
