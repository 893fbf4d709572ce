// Amounts are stored in minor units (cents); JPY has none.
const ZERO_DECIMAL = new Set(["JPY", "KRW"]);

function minorDigits(currency) {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

function toMinor(value, currency) {
  // PayPal sends amounts as strings: "12.50", "1500"
  const [whole, frac = ""] = String(value).split(".");
  const digits = minorDigits(currency);
  return Number(whole + frac.padEnd(digits, "0").slice(0, digits));
}

function formatMoney(amountMinor, currency) {
  const value = amountMinor / 10 ** minorDigits(currency);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
  }).format(value);
}

module.exports = { ZERO_DECIMAL, minorDigits, toMinor, formatMoney };
