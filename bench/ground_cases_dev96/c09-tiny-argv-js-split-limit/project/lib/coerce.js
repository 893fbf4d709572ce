'use strict';

const NUMBER = /^-?(?:\d+|\d*\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Turn a raw command-line value into what the caller most likely meant.
 *
 * - booleans pass through untouched
 * - decimal numbers ("42", "-1.5", "1e3") become numbers, unless `raw` is set
 * - numbers that would lose precision or leading zeros ("0012", "9007199254740993") stay strings
 * - everything else stays a string
 *
 * @param {string|boolean} value
 * @param {{ raw?: boolean }} [options]
 * @returns {string|number|boolean}
 */
function coerce(value, { raw = false } = {}) {
  if (typeof value === 'boolean' || raw) {
    return value;
  }
  if (!NUMBER.test(value)) {
    return value;
  }
  if (/^-?0\d/.test(value)) {
    return value; // leading zeros: an id or a zip code, not a number
  }
  const n = Number(value);
  if (!Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n))) {
    return value;
  }
  return n;
}

/** True when `value` would be coerced to a number. */
function looksNumeric(value) {
  return typeof value === 'string' && typeof coerce(value) === 'number';
}

module.exports = { coerce, looksNumeric };
