import { describe, expect, it } from "vitest";
import { durationHours, parseWindow, toDto } from "./dto";
import type { Booking } from "./types";

const booking: Booking = {
  id: "b1",
  vehicleId: "v1",
  driverId: "d1",
  status: "active",
  startsAt: new Date("2025-11-03T08:00:00Z"),
  endsAt: new Date("2025-11-03T10:30:00Z"),
  createdAt: new Date("2025-11-01T12:00:00Z"),
};

describe("dto", () => {
  it("computes the duration in hours", () => {
    expect(durationHours(booking)).toBe(2.5);
  });

  it("serialises dates as ISO strings", () => {
    expect(toDto(booking)).toMatchObject({
      startsAt: "2025-11-03T08:00:00.000Z",
      endsAt: "2025-11-03T10:30:00.000Z",
      pickupLocation: null,
      notes: "",
    });
  });

  it("rejects an empty window", () => {
    expect(parseWindow({ from: "2025-11-03", to: "2025-11-03" })).toBeNull();
    expect(parseWindow({ from: "2025-11-03" })).toBeNull();
  });
});
