import { ZONES, type Zone } from "./zones.js";

export const FUEL_SURCHARGE = 0.075;

const RATES: Record<Zone, { base: number; perKg: number }> = {
  A: { base: 4.5, perKg: 0.8 },
  B: { base: 7.0, perKg: 1.1 },
  C: { base: 11.0, perKg: 1.6 },
};

export interface Quote {
  country: string;
  weightKg: number;
  billableKg: number;
  net: number;
  surcharge: number;
  total: number;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

// Parcels are billed per started kilogram, minimum 1 kg.
export function billableWeight(weightKg: number): number {
  return Math.max(1, Math.ceil(weightKg));
}

export function quoteFor(country: string, weightKg: number): Quote {
  const billableKg = billableWeight(weightKg);
  const { base, perKg } = RATES[ZONES[country.toUpperCase()]];
  const net = round2(base + perKg * billableKg);
  const surcharge = round2(net * FUEL_SURCHARGE);
  return {
    country: country.toUpperCase(),
    weightKg,
    billableKg,
    net,
    surcharge,
    total: round2(net + surcharge),
  };
}
