// Destination country (ISO 3166-1 alpha-2) -> pricing zone.
// A = domestic, B = EU neighbours, C = rest of Europe.
export type Zone = "A" | "B" | "C";

export const ZONES: Record<string, Zone> = {
  DE: "A",
  AT: "B",
  BE: "B",
  CH: "C",
  CZ: "B",
  DK: "B",
  FR: "B",
  LU: "B",
  NL: "B",
  PL: "B",
  ES: "C",
  FI: "C",
  IE: "C",
  IT: "C",
  NO: "C",
  PT: "C",
  SE: "C",
};

export function isSupported(country: string): boolean {
  return country.toUpperCase() in ZONES;
}
