'use strict';

/**
 * Money is kept in fen (integer cents) everywhere; these helpers are the only
 * place that turns it into yuan strings.
 */

function formatYuan(fen) {
  if (!Number.isInteger(fen)) {
    throw new TypeError(`formatYuan expects integer fen, got ${fen}`);
  }
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

function parseYuan(text) {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(String(text).trim());
  if (!m) {
    throw new TypeError(`not an amount: ${text}`);
  }
  const fen = Number(m[2]) * 100 + Number((m[3] || '0').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

function sumFen(values) {
  return values.reduce((acc, v) => acc + v, 0);
}

module.exports = { formatYuan, parseYuan, sumFen };
