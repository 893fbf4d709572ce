'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { wantsInvoice } = require('../handlers/order');
const { verifyShopifyHmac, signForTest } = require('../lib/verify');
const { formatOrderMessage } = require('../lib/chatwork');

test('注文メモに「請求書払い」があれば請求書を作る', () => {
  assert.strictEqual(wantsInvoice({ note: '請求書払いでお願いします' }), true);
});

test('決済方法が請求書でも作る', () => {
  assert.strictEqual(wantsInvoice({ payment_gateway_names: ['請求書（後払い）'] }), true);
});

test('カード決済は作らない', () => {
  assert.strictEqual(wantsInvoice({ note: '', payment_gateway_names: ['shopify_payments'] }), false);
});

test('署名が合えば true', () => {
  const body = Buffer.from('{"id":1}');
  assert.strictEqual(verifyShopifyHmac(body, signForTest(body, 's3cret'), 's3cret'), true);
  assert.strictEqual(verifyShopifyHmac(body, signForTest(body, 'other'), 's3cret'), false);
});

test('Chatwork のメッセージに注文番号と合計が入る', () => {
  const text = formatOrderMessage({
    name: '#1043',
    total_price: '16500',
    customer: { last_name: '山本', first_name: '花子' },
    line_items: [{ title: '有機ほうじ茶 200g', quantity: 10 }],
  }, true);
  assert.match(text, /#1043/);
  assert.match(text, /16,500円/);
});
