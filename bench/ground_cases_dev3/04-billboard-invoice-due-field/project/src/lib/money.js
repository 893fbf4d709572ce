"use strict";

function formatMoney(cents, currency) {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency }).format(cents / 100);
}

module.exports = { formatMoney };
