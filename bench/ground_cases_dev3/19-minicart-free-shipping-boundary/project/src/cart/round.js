"use strict";

function roundCents(x) {
  return Math.round(x * 100) / 100;
}

module.exports = { roundCents };
