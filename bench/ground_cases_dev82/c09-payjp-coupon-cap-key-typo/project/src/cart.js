// Cart totals in integer yen. Prices are tax-inclusive (税込) as shown on the site.
const { couponDiscount } = require("./coupons");

const SHIPPING_FEE = 600;
const FREE_SHIPPING_FROM = 5000;

function subtotal(items) {
  return items.reduce((sum, item) => {
    if (!Number.isInteger(item.price) || !Number.isInteger(item.quantity) || item.quantity < 1) {
      throw new Error(`invalid cart item ${item.sku}`);
    }
    return sum + item.price * item.quantity;
  }, 0);
}

function shipping(itemsSubtotal) {
  return itemsSubtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

function totals(items, couponCode) {
  const itemsSubtotal = subtotal(items);
  const shippingFee = shipping(itemsSubtotal); // threshold uses the undiscounted subtotal
  const discount = couponCode ? couponDiscount(couponCode, itemsSubtotal) : 0;
  return {
    subtotal: itemsSubtotal,
    shipping: shippingFee,
    discount,
    total: itemsSubtotal - discount + shippingFee,
  };
}

module.exports = { subtotal, shipping, totals, SHIPPING_FEE, FREE_SHIPPING_FROM };
