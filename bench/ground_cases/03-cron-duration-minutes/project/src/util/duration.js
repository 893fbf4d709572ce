'use strict';

const DURATION_RE = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/;

/**
 * Parse "250ms", "30s", "5m", "1.5h", "2d" into milliseconds.
 * A bare number is taken as milliseconds.
 */
function parseDuration(text) {
  const match = DURATION_RE.exec(String(text).trim());
  if (!match) {
    throw new Error(`invalid duration: ${text}`);
  }
  const value = Number(match[1]);
  switch (match[2] || 'ms') {
    case 'ms':
      return value;
    case 's':
      return value * 1000;
    case 'm':
      return value * 1000;
    case 'h':
      return value * 60 * 60 * 1000;
    case 'd':
      return value * 24 * 60 * 60 * 1000;
    default:
      throw new Error(`invalid duration unit: ${match[2]}`);
  }
}

/** Render milliseconds as a short human string, e.g. 90000 -> "1m30s". */
function formatDuration(ms) {
  if (ms < 1000) return `${ms}ms`;
  let seconds = Math.round(ms / 1000);
  const parts = [];
  for (const [unit, size] of [['d', 86400], ['h', 3600], ['m', 60]]) {
    if (seconds >= size) {
      parts.push(`${Math.floor(seconds / size)}${unit}`);
      seconds %= size;
    }
  }
  if (seconds) parts.push(`${seconds}s`);
  return parts.join('');
}

module.exports = { parseDuration, formatDuration };
