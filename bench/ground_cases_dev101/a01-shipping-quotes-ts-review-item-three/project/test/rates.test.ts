import { describe, expect, it } from "vitest";
import { billableWeightKg, dimensionalWeightKg, quote, zoneFor } from "../src/services/rates.js";

const box = { weightKg: 1.5, lengthCm: 30, widthCm: 25, heightCm: 10 };

describe("dimensionalWeightKg", () => {
  it("divides the volume by the carrier divisor", () => {
    expect(dimensionalWeightKg(box)).toBeCloseTo(1.25);
    expect(dimensionalWeightKg(box, "dhl")).toBeCloseTo(1.5);
  });
});

describe("billableWeightKg", () => {
  it("uses the actual weight for a dense parcel", () => {
    expect(billableWeightKg({ ...box, weightKg: 3, lengthCm: 20, widthCm: 20, heightCm: 20 })).toBe(3);
  });

  it("uses the dimensional weight for a bulky light parcel", () => {
    const pillows = { weightKg: 2, lengthCm: 60, widthCm: 40, heightCm: 40 };
    expect(billableWeightKg(pillows)).toBeCloseTo(16);
    expect(billableWeightKg(pillows, "dhl")).toBeCloseTo(19.2);
  });
});

describe("zoneFor", () => {
  it("treats US as domestic, anything else as international", () => {
    expect(zoneFor("US")).toBe("domestic");
    expect(zoneFor("de")).toBe("international");
  });
});

describe("quote", () => {
  it("prices a domestic parcel with fuel surcharge", () => {
    const q = quote({ parcels: [box], orderTotalCents: 4_200, destination: "US" });
    expect(q.baseCents).toBe(990);
    expect(q.fuelSurchargeCents).toBe(119);
    expect(q.totalCents).toBe(1_109);
  });

  it("ships domestic orders over the threshold for free", () => {
    const q = quote({ parcels: [box], orderTotalCents: 7_500, destination: "US" });
    expect(q.freeShipping).toBe(true);
    expect(q.totalCents).toBe(0);
  });

  it("never ships international orders for free", () => {
    const q = quote({ parcels: [box], orderTotalCents: 20_000, destination: "FR" });
    expect(q.freeShipping).toBe(false);
    expect(q.totalCents).toBeGreaterThan(0);
  });
});
