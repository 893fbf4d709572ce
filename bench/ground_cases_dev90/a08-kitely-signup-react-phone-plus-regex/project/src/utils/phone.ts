/**
 * Phone numbers as the user types them: keep what the backend accepts
 * (E.164-ish, validated server-side) and drop spaces, dashes and brackets.
 */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, "").slice(0, 16);
}

export function formatPhoneHint(country: string): string {
  switch (country) {
    case "DE":
      return "+49 151 23456789";
    case "GB":
      return "+44 7700 900123";
    default:
      return "+1 555 010 0199";
  }
}
