import { addCents, percentOf, type Cents } from "../lib/money.js";

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface QuoteInput {
  parcels: Parcel[];
  orderTotalCents: Cents;
  destination: string; // ISO 3166-1 alpha-2
  carrier?: Carrier;
}

export interface Quote {
  billableWeightKg: number;
  baseCents: Cents;
  fuelSurchargeCents: Cents;
  totalCents: Cents;
  freeShipping: boolean;
}

const FREE_SHIPPING_THRESHOLD_CENTS = 5_000;
const FUEL_SURCHARGE_PERCENT = 12;
// cm³ per kg, from our negotiated carrier contracts
const DIM_DIVISOR = {
  ups: 6_000,
  dhl: 5_000,
} as const;

export type Carrier = keyof typeof DIM_DIVISOR;
const DOMESTIC = new Set(["US"]);

// price per started half kilo, by zone
const PER_HALF_KG_CENTS = { domestic: 180, international: 640 } as const;
const BASE_FEE_CENTS = { domestic: 450, international: 1_900 } as const;

export function dimensionalWeightKg(p: Parcel, carrier: Carrier = "ups"): number {
  return (p.lengthCm * p.widthCm * p.heightCm) / DIM_DIVISOR[carrier];
}

export function billableWeightKg(p: Parcel, carrier: Carrier = "ups"): number {
  // carriers bill whichever is greater: actual or dimensional weight
  return Math.max(p.weightKg, dimensionalWeightKg(p, carrier));
}

export function roundUpToHalfKg(kg: number): number {
  return Math.round(kg * 2) / 2;
}

export function zoneFor(destination: string): keyof typeof BASE_FEE_CENTS {
  return DOMESTIC.has(destination.toUpperCase()) ? "domestic" : "international";
}

export function quote(input: QuoteInput): Quote {
  const zone = zoneFor(input.destination);
  const carrier = input.carrier ?? "ups";
  const weight = input.parcels.reduce((sum, p) => sum + roundUpToHalfKg(billableWeightKg(p, carrier)), 0);
  const freeShipping = zone === "domestic" && input.orderTotalCents > FREE_SHIPPING_THRESHOLD_CENTS;
  if (freeShipping) {
    return { billableWeightKg: weight, baseCents: 0, fuelSurchargeCents: 0, totalCents: 0, freeShipping };
  }
  const baseCents = addCents(BASE_FEE_CENTS[zone], weight * 2 * PER_HALF_KG_CENTS[zone]);
  const fuelSurchargeCents = percentOf(baseCents, FUEL_SURCHARGE_PERCENT);
  return {
    billableWeightKg: weight,
    baseCents,
    fuelSurchargeCents,
    totalCents: addCents(baseCents, fuelSurchargeCents),
    freeShipping,
  };
}
