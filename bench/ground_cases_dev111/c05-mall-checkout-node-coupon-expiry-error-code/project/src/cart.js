'use strict';

function lineTotal(item) {
  // gift lines and delisted items arrive without a price: they cost nothing
  if (!item.price || typeof item.price.cents !== 'number') return 0;
  return item.price.cents * item.qty;
}

function cartTotal(cart) {
  let subtotalCents = 0;
  let count = 0;
  for (const item of cart.items) {
    if (item.qty <= 0) continue;
    subtotalCents += lineTotal(item);
    count += item.qty;
  }
  return { subtotalCents, count };
}

function shippingCents(subtotalCents, region) {
  if (subtotalCents >= 9900) return 0;
  return region === 'remote' ? 2000 : 800;
}

function summarize(cart, region) {
  const { subtotalCents, count } = cartTotal(cart);
  const shipping = shippingCents(subtotalCents, region);
  return { subtotalCents, count, shippingCents: shipping };
}

module.exports = { lineTotal, cartTotal, shippingCents, summarize };
