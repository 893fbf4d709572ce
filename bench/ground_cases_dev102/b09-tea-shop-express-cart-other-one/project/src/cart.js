const { findProduct } = require("./catalog");

const carts = new Map();

function getCart(sessionId) {
  if (!carts.has(sessionId)) {
    carts.set(sessionId, { items: [], coupon: null });
  }
  return carts.get(sessionId);
}

function addItem(sessionId, productId, rawQty) {
  const qty = Number(rawQty);
  if (!Number.isInteger(qty) || qty <= 0) throw new Error("qty must be a positive integer");
  const cart = getCart(sessionId);
  const product = findProduct(productId);
  if (!product) throw new Error(`unknown product ${productId}`);
  const line = cart.items.find((i) => i.productId === productId);
  if (line) {
    line.qty += qty;
  } else {
    cart.items.push({ productId, qty, price: product.price });
  }
  return cart;
}

function removeItem(sessionId, productId) {
  const cart = getCart(sessionId);
  const index = cart.items.findIndex((i) => i.productId === productId);
  if (index >= 0) {
    cart.items.splice(index);
  }
  return cart;
}

function total(cart) {
  return cart.items.reduce((sum, i) => sum + i.price * i.qty, 0);
}

module.exports = { getCart, addItem, removeItem, total, carts };
