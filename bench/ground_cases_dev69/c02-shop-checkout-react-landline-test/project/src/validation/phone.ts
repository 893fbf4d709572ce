import type { Country } from "./types";
import { digitsOnly } from "../utils/normalize";

interface PhonePatterns {
  mobile: RegExp;
  landline?: RegExp;
}

const PATTERNS: Record<Country, PhonePatterns> = {
  CN: {
    mobile: /^1[3-9]\d{9}$/,
    landline: /^(0\d{2,3}-?)?\d{7,8}$/,
  },
  JP: {
    mobile: /^0[789]0-?\d{4}-?\d{4}$/,
    landline: /^0\d{1,4}-?\d{1,4}-?\d{4}$/,
  },
  HK: { mobile: /^[5-9]\d{7}$/ },
  TW: { mobile: /^09\d{8}$/ },
};

export function isValidPhone(country: Country, raw: string): boolean {
  const value = raw.trim().replace(/\s/g, "");
  const { mobile, landline } = PATTERNS[country];
  if (mobile.test(value)) {
    return true;
  }
  return landline ? landline.test(value) : false;
}

/** E.164-ish form for the SMS gateway; only mobiles get SMS. */
export function toSmsNumber(country: Country, raw: string): string | null {
  const value = raw.trim().replace(/\s/g, "");
  if (!PATTERNS[country].mobile.test(value)) {
    return null;
  }
  const prefix = { CN: "+86", JP: "+81", HK: "+852", TW: "+886" }[country];
  const digits = digitsOnly(value);
  return prefix + (digits.startsWith("0") ? digits.slice(1) : digits);
}
