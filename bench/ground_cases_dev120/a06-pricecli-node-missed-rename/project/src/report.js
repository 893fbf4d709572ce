"use strict";

const { formatMoney, formatPercent } = require("./format");

function summarize(rows) {
  const prices = rows.map((r) => Number(r.price)).filter(Number.isFinite);
  const total = prices.reduce((a, b) => a + b, 0);
  return {
    count: prices.length,
    min: Math.min(...prices),
    max: Math.max(...prices),
    mean: prices.length ? total / prices.length : 0,
  };
}

function renderReport(rows, previous, currency) {
  const now = summarize(rows);
  const lines = [
    `Products: ${now.count}`,
    `Cheapest: ${formatMoney(now.min, currency)}`,
    `Most expensive: ${formatMoney(now.max, currency)}`,
    `Average: ${formatMoney(now.mean, currency)}`,
  ];
  if (previous && previous.length) {
    const before = summarize(previous);
    const change = before.mean ? (now.mean - before.mean) / before.mean : 0;
    lines.push(`Average change: ${formatPercent(change)}`);
  }
  return lines.join("\n");
}

module.exports = { renderReport, summarize };
