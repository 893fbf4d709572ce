const MAX_QTY = 50;

/**
 * Checks the cart sent by the client and returns the subtotal in cents.
 * Prices come from the database, never from the client.
 */
function validateCart(items, priceBySku) {
  if (!Array.isArray(items) || items.length === 0) {
    throw new Error('cart is empty');
  }
  let subtotal = 0;
  const seen = new Set();
  for (const { sku, qty } of items) {
    if (seen.has(sku)) throw new Error(`duplicate sku ${sku}`);
    seen.add(sku);
    const price = priceBySku.get(sku);
    if (price === undefined) throw new Error(`unknown sku ${sku}`);
    if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY) {
      throw new Error(`bad qty for ${sku}`);
    }
    subtotal += price * qty;
  }
  return subtotal;
}

module.exports = { validateCart, MAX_QTY };
