const { toMinutes } = require("../lib/time");

const PRICE_PER_HOUR = { small: 80, large: 150 };
const MIN_MINUTES = 30;

/**
 * Price of one booking in yuan. `coupon` is optional: { code, amount } with a
 * fixed amount off. The total never goes below zero.
 */
function quote({ room, start, end, coupon }) {
  const minutes = toMinutes(end) - toMinutes(start);
  if (minutes < MIN_MINUTES) {
    throw new Error(`booking too short: ${minutes} min`);
  }
  const rate = PRICE_PER_HOUR[room];
  if (rate === undefined) {
    throw new Error(`unknown room: ${room}`);
  }
  const base = (rate * minutes) / 60;
  const off = coupon && Number.isFinite(Number(coupon.amount)) ? Number(coupon.amount) : 0;
  const total = Math.max(0, base - off);
  return { minutes, base: round2(base), off: round2(off), total: round2(total) };
}

function round2(n) {
  return Math.round(n * 100) / 100;
}

module.exports = { quote, PRICE_PER_HOUR };
// Prices are in yuan as numbers with two decimals; the mini-program shows
// them as-is. Coupons are validated upstream (marketing service) before they
// reach this function.
