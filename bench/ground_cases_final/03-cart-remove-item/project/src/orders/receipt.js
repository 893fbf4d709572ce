'use strict';

const { formatDate } = require('../utils/date');
const { formatYuan } = require('../utils/currency');

function buildReceipt(order, cart) {
  const lines = [
    `订单号：${order.id}`,
    `下单时间：${formatDate(order.createdAt)}`,
    '----------------',
  ];
  for (const it of cart.items) {
    lines.push(`${it.sku} x${it.qty}  ${formatYuan(it.price * it.qty)}`);
  }
  lines.push('----------------');
  lines.push(`合计：${formatYuan(cart.total())}`);
  return lines.join('\n');
}

module.exports = { buildReceipt };
