"use strict";

const { zoneFor } = require("./zones");

// Base prices in EUR per weight tier (upper bound in kg, inclusive) and zone.
const TIERS = [
  { maxKg: 2, domestic: 4.99, eu1: 9.49, eu2: 11.99, europe: 14.99, world: 24.99 },
  { maxKg: 5, domestic: 6.99, eu1: 13.99, eu2: 16.49, europe: 19.99, world: 36.99 },
  { maxKg: 10, domestic: 9.49, eu1: 18.99, eu2: 22.99, europe: 27.99, world: 54.99 },
  { maxKg: 31.5, domestic: 16.99, eu1: 29.99, eu2: 34.99, europe: 44.99, world: 89.99 },
];

const EXPRESS_FACTOR = 1.8;
const FUEL_SURCHARGE_PCT = Number(process.env.FUEL_SURCHARGE_PCT ?? 4.5);

const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;

function tierFor(weightKg) {
  const tier = TIERS.find((t) => weightKg <= t.maxKg);
  if (!tier) {
    throw new RangeError(`parcels over ${TIERS[TIERS.length - 1].maxKg} kg need a freight quote`);
  }
  return tier;
}

/**
 * Price of one parcel.
 * @param {{ weightKg: number, country: string, express?: boolean }} parcel
 * @returns {{ zone: string, base: number, fuel: number, express: number, total: number }}
 */
function quote({ weightKg, country, express = false }) {
  const weight = typeof weightKg === "string" ? parseInt(weightKg, 10) : weightKg;
  if (!(weight > 0)) {
    throw new RangeError(`weight must be positive, got ${weightKg}`);
  }
  const zone = zoneFor(country);
  const base = tierFor(weight)[zone];
  const fuel = round2((base * FUEL_SURCHARGE_PCT) / 100);
  const expressFee = express ? round2(base * (EXPRESS_FACTOR - 1)) : 0;
  const total = round2(base + fuel + expressFee);
  return { zone, base, fuel, express: expressFee, total };
}

module.exports = { quote, tierFor, TIERS };
