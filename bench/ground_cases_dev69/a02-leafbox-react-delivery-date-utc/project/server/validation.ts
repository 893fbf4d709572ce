// Server-side checks for an order. The client validates too, but never trust it.

const POSTCODES: Record<string, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, // keep in sync with src/checkout/postcodes.ts
};

export type OrderInput = {
  email: string;
  fullName: string;
  line1: string;
  city: string;
  country: string;
  postcode: string;
  deliveryDate: string;
};

export function validateOrder(input: OrderInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email ?? "")) errors.email = "invalid email";
  if (!input.fullName || input.fullName.trim().length < 2) errors.fullName = "name required";
  if (!input.line1) errors.line1 = "address required";
  const pattern = POSTCODES[input.country];
  if (!pattern || !pattern.test((input.postcode ?? "").trim())) errors.postcode = "invalid postcode";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.deliveryDate ?? "")) errors.deliveryDate = "invalid date";
  return errors;
}
