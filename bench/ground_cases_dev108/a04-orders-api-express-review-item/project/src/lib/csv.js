'use strict';

const COLUMNS = [
  ['id', (o) => o.id],
  ['created_at', (o) => o.createdAt.toISOString()],
  ['customer', (o) => o.customerName],
  ['status', (o) => o.status],
  ['total', (o) => (o.totalCents / 100).toFixed(2)],
  ['currency', (o) => o.currency],
];

function csvHeader() {
  return COLUMNS.map(([name]) => name).join(',');
}

function csvLine(order) {
  const values = COLUMNS.map(([, get]) => get(order));
  return values.map((v) => (v == null ? '' : String(v))).join(',');
}

/**
 * Whole CSV document for a list of orders, CRLF line endings as Excel expects.
 */
function toCsv(orders) {
  const lines = [csvHeader()];
  for (const order of orders) {
    lines.push(csvLine(order));
  }
  return lines.join('\r\n') + '\r\n';
}

module.exports = { toCsv, csvHeader, csvLine, COLUMNS };
