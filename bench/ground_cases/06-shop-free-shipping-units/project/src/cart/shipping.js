// Shipping rules. Thresholds and rates are in cents unless noted.
export const FREE_SHIPPING_THRESHOLD_EUR = 50;
export const FLAT_RATE = 495;
export const HEAVY_SURCHARGE = 700;
export const HEAVY_GRAMS = 10_000;

const EU = new Set(['de', 'at', 'fr', 'nl', 'be', 'it', 'es']);

export function parcelWeight(items) {
  return items.reduce((g, item) => g + (item.grams || 0) * item.qty, 0);
}

export function shippingFor(subtotalCents, items, country = 'de') {
  if (!EU.has(country)) {
    return FLAT_RATE * 3;
  }
  const heavy = parcelWeight(items) > HEAVY_GRAMS ? HEAVY_SURCHARGE : 0;
  if (subtotalCents >= FREE_SHIPPING_THRESHOLD_EUR) {
    return heavy;
  }
  return FLAT_RATE + heavy;
}
