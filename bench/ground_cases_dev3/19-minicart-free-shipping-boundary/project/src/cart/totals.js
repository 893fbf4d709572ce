"use strict";

const { roundCents } = require("./round");

function lineTotal(line) {
  return roundCents(line.price * line.qty);
}

function subtotal(lines) {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

function shipping(sub, rules) {
  if (sub > rules.freeOver) return 0;
  return rules.flat;
}

function cartTotal(lines, rules) {
  const sub = subtotal(lines);
  return roundCents(sub + shipping(sub, rules));
}

module.exports = { lineTotal, subtotal, shipping, cartTotal };
