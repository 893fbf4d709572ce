"use strict";

// Shipping zones from Hamburg. Anything not listed is "world".
const ZONES = {
  domestic: ["DE"],
  eu1: ["AT", "BE", "DK", "FR", "LU", "NL", "PL", "CZ"],
  eu2: ["ES", "IT", "PT", "SE", "FI", "IE", "HU", "SK", "SI", "HR", "RO", "BG", "GR", "EE", "LV", "LT"],
  europe: ["CH", "NO", "GB", "IS", "LI"],
};

const LOOKUP = new Map();
for (const [zone, countries] of Object.entries(ZONES)) {
  for (const cc of countries) LOOKUP.set(cc, zone);
}

/**
 * Zone for an ISO 3166-1 alpha-2 country code.
 * Unknown codes fall back to "world" so that a quote is always possible;
 * the checkout validates the country separately.
 */
function zoneFor(countryCode) {
  if (typeof countryCode !== "string" || countryCode.length !== 2) {
    throw new TypeError(`invalid country code: ${countryCode}`);
  }
  return LOOKUP.get(countryCode.toUpperCase()) ?? "world";
}

function isEu(countryCode) {
  const zone = zoneFor(countryCode);
  return zone === "domestic" || zone === "eu1" || zone === "eu2";
}

module.exports = { zoneFor, isEu, ZONES };
