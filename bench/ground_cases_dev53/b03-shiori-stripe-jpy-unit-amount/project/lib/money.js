// Stripe amounts are integers in the currency's smallest unit, except for zero-decimal
// currencies (JPY, KRW, ...) where the amount is already in whole units.
// https://docs.stripe.com/currencies#zero-decimal
const ZERO_DECIMAL = new Set([
  "bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga",
  "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf",
]);

export function isZeroDecimal(currency) {
  return ZERO_DECIMAL.has(currency.toLowerCase());
}

export function toMinorUnits(amount, currency) {
  return isZeroDecimal(currency) ? Math.round(amount) : Math.round(amount * 100);
}

export function fromMinorUnits(amount, currency) {
  return isZeroDecimal(currency) ? amount : amount / 100;
}

export function formatPrice(amount, currency, locale = "ja-JP") {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount);
}

export function formatStripeAmount(minor, currency, locale) {
  return formatPrice(fromMinorUnits(minor, currency), currency, locale);
}
