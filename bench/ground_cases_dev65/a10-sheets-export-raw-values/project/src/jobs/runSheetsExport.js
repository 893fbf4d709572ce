'use strict';

const { sheetsClient } = require('../google/sheetsClient');
const { ordersForDay } = require('../db/orders');
const { exportOrders } = require('./sheetsExport');

async function main() {
  const day = process.argv[2] || new Date(Date.now() - 86400000).toISOString().slice(0, 10);
  const orders = await ordersForDay(day);
  const sheets = await sheetsClient();
  const n = await exportOrders(sheets, process.env.OPS_SHEET_ID, orders);
  console.log(`exported ${n} orders for ${day}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
