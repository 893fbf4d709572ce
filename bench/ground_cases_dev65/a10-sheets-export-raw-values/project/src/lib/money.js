'use strict';

const DECIMALS = { JPY: 0, KRW: 0, EUR: 2, USD: 2, GBP: 2 };

/** 4990 cents in EUR -> "49.90"; the sheet parses it as a number when USER_ENTERED. */
function formatMoney(cents, currency) {
  const decimals = DECIMALS[currency] ?? 2;
  return (cents / 10 ** decimals).toFixed(decimals);
}

/** For emails: 4990, "EUR" -> "€49.90". */
function displayMoney(cents, currency, locale = 'en-IE') {
  const decimals = DECIMALS[currency] ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 10 ** decimals);
}

function sumCents(items) {
  return items.reduce((acc, item) => acc + item.unitCents * item.quantity, 0);
}

function centsFromString(value) {
  const [whole, frac = ''] = String(value).split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

function isZeroDecimal(currency) {
  return (DECIMALS[currency] ?? 2) === 0;
}

module.exports = { formatMoney, displayMoney, sumCents, centsFromString, isZeroDecimal };
