"use strict";

function renderLines(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

function renderSummary(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

module.exports = { renderLines, renderSummary };
