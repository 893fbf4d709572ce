// Postcode formats for the countries we ship to. Used by the checkout form (zod schema).
// Keep in sync with server/validation.ts.

export type Country = "GB" | "DE" | "FR" | "NL" | "IE";

export const COUNTRIES: { code: Country; label: string }[] = [
  { code: "GB", label: "United Kingdom" },
  { code: "DE", label: "Germany" },
  { code: "FR", label: "France" },
  { code: "NL", label: "Netherlands" },
  { code: "IE", label: "Ireland" },
];

const PATTERNS: Record<Country, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  // Eircode: routing key (A65, D02, D6W) + unique identifier (4 chars)
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
};

// Display form: upper case, and the space where the country puts it (GB/IE before the last 3/4 chars).
export function formatPostcode(country: Country, value: string): string {
  const v = value.replace(/\s+/g, "").toUpperCase();
  if (country === "IE" && v.length === 7) return `${v.slice(0, 3)} ${v.slice(3)}`;
  if (country === "GB" && v.length > 3) return `${v.slice(0, -3)} ${v.slice(-3)}`;
  if (country === "NL" && v.length === 6) return `${v.slice(0, 4)} ${v.slice(4)}`;
  return v;
}

export function isValidPostcode(country: Country, value: string): boolean {
  return PATTERNS[country].test(value.trim());
}
