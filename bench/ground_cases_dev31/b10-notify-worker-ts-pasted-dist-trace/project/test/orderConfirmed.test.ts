import assert from 'node:assert/strict'
import { test } from 'node:test'
import { renderOrderConfirmed } from '../src/mail/orderConfirmed'
import type { Order } from '../src/types'

const order: Order = {
  id: 'W-20251101-0007',
  customerName: '山田 花子',
  email: 'hanako@example.jp',
  channel: 'web',
  placedAt: '2025-11-01T10:15:00+09:00',
  lines: [
    { sku: 'MUG-01', name: '波佐見焼マグ', quantity: 2, unitPrice: 2200 },
    { sku: 'TEA-05', name: 'ほうじ茶 100g', quantity: 1, unitPrice: 980 },
  ],
  totals: { subtotal: 5380, shipping: 600, tax: 538, grand: 6518 },
}

test('subject carries the order id', () => {
  assert.match(renderOrderConfirmed(order).subject, /W-20251101-0007/)
})

test('body shows the grand total and a fixed date format', () => {
  const { text } = renderOrderConfirmed(order)
  assert.match(text, /合計（送料・税込）: ￥6,518/)
  assert.match(text, /ご注文日時: 2025\/11\/01 10:15/)
})

test('body lists every line', () => {
  const { text } = renderOrderConfirmed(order)
  assert.match(text, /波佐見焼マグ × 2/)
  assert.match(text, /ほうじ茶 100g × 1/)
})
