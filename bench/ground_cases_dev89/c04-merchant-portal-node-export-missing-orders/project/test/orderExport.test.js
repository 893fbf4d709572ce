const test = require('node:test');
const assert = require('node:assert');
const { buildRange, toRow } = require('../src/services/orderExport');

test('buildRange rejects bad dates', () => {
  assert.throws(() => buildRange('2025/10/01', '2025-10-31'), /YYYY-MM-DD/);
  assert.throws(() => buildRange('2025-10-31', '2025-10-01'), /before/);
});

test('buildRange starts at local midnight', () => {
  const { start } = buildRange('2025-10-01', '2025-10-31');
  assert.strictEqual(start.toISOString(), '2025-09-30T16:00:00.000Z');
});

test('toRow formats time in Shanghai and amount in yuan', () => {
  const row = toRow({
    order_no: 'SO-1001',
    created_at: new Date('2025-10-01T16:30:00Z'),
    buyer_name: '张三',
    status: 'paid',
    amount_cents: 12990,
  });
  assert.deepStrictEqual(row, {
    order_no: 'SO-1001',
    created_at: '2025-10-02 00:30:00',
    buyer: '张三',
    status: 'paid',
    amount: '129.90',
  });
});
