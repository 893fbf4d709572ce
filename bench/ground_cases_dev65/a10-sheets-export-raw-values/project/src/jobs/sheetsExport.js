'use strict';

const { formatMoney } = require('../lib/money');

const RANGE = 'Orders!A:H';

/** Date as the sheet expects it (the ops sheet's locale is en-GB): "18/11/2025 09:12". */
function sheetDate(iso) {
  const d = new Date(iso);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

function toRow(order) {
  return [
    order.number,
    sheetDate(order.createdAt),
    order.customerEmail,
    order.country,
    order.itemCount,
    formatMoney(order.totalCents, order.currency),
    order.currency,
    order.channel,
  ];
}

const CHUNK = 500;

/**
 * Appends yesterday's orders to the ops team's sheet, CHUNK rows per request: the Sheets API
 * allows 60 write requests per minute per user, one request per order hit it on busy days.
 */
async function exportOrders(sheets, spreadsheetId, orders) {
  for (let i = 0; i < orders.length; i += CHUNK) {
    await sheets.spreadsheets.values.append({
      spreadsheetId,
      range: RANGE,
      // RAW: values are stored as given, so a customer email starting with "=" can't become a formula
      valueInputOption: 'RAW',
      insertDataOption: 'INSERT_ROWS',
      requestBody: { values: orders.slice(i, i + CHUNK).map(toRow) },
    });
  }
  return orders.length;
}

module.exports = { exportOrders, toRow, sheetDate };
