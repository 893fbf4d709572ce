"use strict";

function renderCustomerRow(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

function renderCustomerCard(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

module.exports = { renderCustomerRow, renderCustomerCard };
