import { describe, expect, it } from "vitest";
import { generateSlots, slotLabel } from "../src/services/slots";
import { atClinicTime } from "../src/utils/time";

const SAT = { open: "09:00", close: "12:00" };

describe("slotLabel", () => {
  it("formats clinic time, not server time", () => {
    expect(slotLabel(atClinicTime("2025-11-08", "09:00"))).toBe("09:00");
    expect(slotLabel(atClinicTime("2025-11-08", "16:30"))).toBe("16:30");
  });
});

describe("generateSlots", () => {
  it("fills the morning in 30 minute steps", () => {
    const slots = generateSlots("2025-11-08", SAT, "dr-wang", []);
    expect(slots.map((s) => s.label)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
  });

  it("never goes past closing time", () => {
    const slots = generateSlots("2025-11-08", { open: "09:00", close: "10:15" }, "dr-wang", []);
    expect(slots).toHaveLength(2);
  });

  it("skips a slot that is already booked", () => {
    const taken = [{ start: atClinicTime("2025-11-08", "10:05"), end: atClinicTime("2025-11-08", "10:20") }];
    const labels = generateSlots("2025-11-08", SAT, "dr-wang", taken).map((s) => s.label);
    expect(labels).not.toContain("10:00");
  });

  it("returns nothing when the doctor is fully booked", () => {
    const taken = [{ start: atClinicTime("2025-11-08", "08:00"), end: atClinicTime("2025-11-08", "13:00") }];
    expect(generateSlots("2025-11-08", SAT, "dr-wang", taken)).toEqual([]);
  });
});
