import type { Country } from "./types";
import { toHalfWidth } from "../utils/normalize";

/** Full-width digits and the dash look-alikes Japanese IMEs produce. */
function cleanPostcode(raw: string): string {
  return toHalfWidth(raw).replace(/[ー‐－−]/g, "-").trim();
}

const POSTCODE_PATTERNS: Record<Country, RegExp | null> = {
  CN: /^\d{6}$/,
  JP: /^\d{3}-?\d{4}$/,
  TW: /^\d{3}(\d{2,3})?$/,
  HK: null, // Hong Kong has no postcodes
};

export function isPostcodeRequired(country: Country): boolean {
  return POSTCODE_PATTERNS[country] !== null;
}

export function isValidPostcode(country: Country, raw: string): boolean {
  const pattern = POSTCODE_PATTERNS[country];
  if (pattern === null) {
    return raw.trim() === "";
  }
  return pattern.test(cleanPostcode(raw));
}

/** Value sent to the API: digits only for every country. */
export function normalizePostcode(country: Country, raw: string): string {
  if (!isPostcodeRequired(country)) {
    return "";
  }
  return cleanPostcode(raw).replace(/[\s-]/g, "");
}

/** Value shown in the order summary. */
export function formatPostcode(country: Country, value: string): string {
  if (country === "JP" && value.length === 7) {
    return `〒${value.slice(0, 3)}-${value.slice(3)}`;
  }
  return value;
}
