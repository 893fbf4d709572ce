const CURRENCY = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** Parse what the user typed ("1,234.50", "£12", "-3.2") into a number. */
export function parseAmount(raw) {
  const cleaned = String(raw ?? "").replace(/[^0-9.]/g, "");
  const value = parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** Format a number for display in the input and the table. */
export function formatAmount(value) {
  return CURRENCY.format(value);
}

/** Round to pennies, half away from zero. */
export function toPennies(value) {
  return Math.sign(value) * Math.round(Math.abs(value) * 100);
}
