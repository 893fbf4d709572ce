const PRICES = {
  'tea-001': 1200,
  'tea-002': 800,
  'cup-010': 2500,
};

export function priceOf(sku) {
  const price = PRICES[sku];
  if (price === undefined) throw new Error(`unknown sku: ${sku}`);
  return price;
}
