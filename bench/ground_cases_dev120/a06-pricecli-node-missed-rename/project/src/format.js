"use strict";

const formatters = new Map();

function moneyFormatter(currency, locale) {
  const key = `${locale}:${currency}`;
  if (!formatters.has(key)) {
    formatters.set(key, new Intl.NumberFormat(locale, { style: "currency", currency }));
  }
  return formatters.get(key);
}

function formatMoney(amount, currency = "EUR", locale = "de-DE") {
  const value = Number(amount);
  if (!Number.isFinite(value)) {
    return "n/a";
  }
  return moneyFormatter(currency, locale).format(value);
}

function formatPercent(ratio) {
  return (ratio * 100).toFixed(1) + "%";
}

function pad(text, width, align = "left") {
  const s = String(text);
  if (s.length >= width) {
    return s;
  }
  return align === "right" ? s.padStart(width) : s.padEnd(width);
}

module.exports = { formatMoney, formatPercent, pad };
