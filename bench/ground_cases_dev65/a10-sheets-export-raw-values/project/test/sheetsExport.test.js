'use strict';

const test = require('node:test');
const assert = require('node:assert');

const { exportOrders, toRow, sheetDate } = require('../src/jobs/sheetsExport');

const order = {
  number: 'NW-10421',
  createdAt: '2025-11-18T09:12:44.000Z',
  customerEmail: 'ada@example.com',
  country: 'IE',
  itemCount: 2,
  totalCents: 4990,
  currency: 'EUR',
  channel: 'web',
};

function fakeSheets() {
  const calls = [];
  return { calls, spreadsheets: { values: { append: async (req) => { calls.push(req); return {}; } } } };
}

test('sheetDate is en-GB', () => {
  assert.strictEqual(sheetDate(order.createdAt), '18/11/2025 09:12');
});

test('toRow formats money', () => {
  assert.strictEqual(toRow(order)[5], '49.90');
});

test('exportOrders batches rows', async () => {
  const sheets = fakeSheets();
  const many = Array.from({ length: 1200 }, (_, i) => ({ ...order, number: `NW-${i}` }));
  await exportOrders(sheets, 'sheet-1', many);
  assert.strictEqual(sheets.calls.length, 3);
});

test('exportOrders appends every order', async () => {
  const sheets = fakeSheets();
  const n = await exportOrders(sheets, 'sheet-1', [order, { ...order, number: 'NW-10422' }]);
  assert.strictEqual(n, 2);
  const rows = sheets.calls.flatMap((c) => c.requestBody.values);
  assert.deepStrictEqual(rows.map((r) => r[0]), ['NW-10421', 'NW-10422']);
});
