'use strict';

const SIZE_RE = /^(\d+)\s*(B|KB|MB|GB)?$/i;
const FACTORS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function parseSize(text) {
  const match = SIZE_RE.exec(String(text).trim());
  if (!match) {
    throw new Error(`invalid size: ${text}`);
  }
  const unit = (match[2] || 'B').toUpperCase();
  return Number(match[1]) * FACTORS[unit];
}

module.exports = { parseSize };
