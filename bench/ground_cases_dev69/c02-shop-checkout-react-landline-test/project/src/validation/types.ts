export type Country = "CN" | "JP" | "HK" | "TW";

export interface FieldError {
  field: string;
  key: string;
}

export const COUNTRIES: Country[] = ["CN", "JP", "HK", "TW"];

export function isCountry(value: string): value is Country {
  return (COUNTRIES as string[]).includes(value);
}
