import { describe, expect, it } from "vitest";
import { formatShift } from "../src/services/shiftFormatter";

describe("formatShift", () => {
  it("formats a finished shift", () => {
    const dto = formatShift({
      id: 1,
      userId: 7,
      startedAt: new Date("2025-06-02T00:00:00Z"),
      endedAt: new Date("2025-06-02T09:00:00Z"),
      breakMinutes: 60,
    });
    expect(dto.endedAt).toBe("2025-06-02T09:00:00.000Z");
  });
});
