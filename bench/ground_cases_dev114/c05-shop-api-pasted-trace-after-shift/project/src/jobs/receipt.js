'use strict';

const db = require('../lib/db');
const { sendMail } = require('../lib/mailer');

const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

function lineTotal(item) {
  return item.unit_price_cents * item.quantity;
}

function renderItems(items) {
  return items
    .map((it) => `${it.name} x${it.quantity}  ${yuan.format(lineTotal(it) / 100)}`)
    .join('\n');
}

async function buildReceipt(orderId) {
  const order = await db.findOrderWithCustomer(orderId);
  if (!order) {
    throw new Error(`order ${orderId} not found`);
  }
  const items = await db.query('SELECT * FROM order_items WHERE order_id = $1', [orderId]);
  const total = items.reduce((sum, it) => sum + lineTotal(it), 0);
  return {
    to: order.customer.email,
    subject: `您的订单 ${order.number} 收据`,
    text: `${renderItems(items)}\n\n合计：${yuan.format(total / 100)}`,
  };
}

async function sendReceipt(orderId) {
  const receipt = await buildReceipt(orderId);
  await sendMail(receipt);
  await db.query('UPDATE orders SET receipt_sent_at = now() WHERE id = $1', [orderId]);
}

module.exports = { buildReceipt, sendReceipt, lineTotal };
