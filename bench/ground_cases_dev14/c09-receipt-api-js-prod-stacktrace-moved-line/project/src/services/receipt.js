'use strict';

const db = require('../db');
const { formatYuan } = require('../utils/money');

const PAY_METHOD_LABEL = {
  wechat: '微信支付',
  alipay: '支付宝',
  card: '银行卡',
  balance: '会员余额',
};

function sumItems(items) {
  return items.reduce((acc, it) => acc + it.priceFen * it.qty, 0);
}

async function loadOrder(row) {
  const items = await db.query(
    'SELECT sku_name, price_fen, qty FROM order_items WHERE order_id = $1 ORDER BY id',
    [row.id],
  );
  // Mini-program orders (channel = 'online') have no store.
  const store = row.store_id ? { id: row.store_id, name: row.store_name, city: row.store_city } : undefined;
  return {
    ...row,
    store,
    items: items.rows.map((r) => ({ name: r.sku_name, priceFen: r.price_fen, qty: r.qty })),
  };
}

/**
 * from/to are calendar days in Beijing time (UTC+8); paid_at is timestamptz.
 * Returns [start, end) as ISO instants: from 00:00 of `from` to 00:00 after `to`.
 */
function beijingDayRange(from, to) {
  const start = from ? new Date(`${from}T00:00:00+08:00`) : undefined;
  let end;
  if (to) {
    end = new Date(`${to}T00:00:00+08:00`);
    end.setUTCDate(end.getUTCDate() + 1);
  }
  return [start && start.toISOString(), end && end.toISOString()];
}

function buildReceipt(order) {
  const subtotal = sumItems(order.items);
  const discount = order.discount_fen || 0;
  return {
    receiptNo: `R${order.order_no}`,
    orderNo: order.order_no,
    channel: order.channel,
    paidAt: order.paid_at.toISOString(),
    payMethod: PAY_METHOD_LABEL[order.pay_method] || order.pay_method,
    storeName: order.store.name,
    items: order.items.map((it) => ({
      name: it.name,
      qty: it.qty,
      amount: formatYuan(it.priceFen * it.qty),
    })),
    subtotal: formatYuan(subtotal),
    discount: formatYuan(discount),
    total: formatYuan(subtotal - discount),
  };
}

const BASE_SQL = `SELECT o.*, s.name AS store_name, s.city AS store_city
                    FROM orders o LEFT JOIN stores s ON s.id = o.store_id
                   WHERE o.status = 'paid'`;

async function listReceipts({ userId, limit = 20, offset = 0, from, to }) {
  const [start, end] = beijingDayRange(from, to);
  const params = [userId];
  let where = ' AND o.user_id = $1';
  if (start) {
    params.push(start);
    where += ` AND o.paid_at >= $${params.length}`;
  }
  if (end) {
    params.push(end);
    where += ` AND o.paid_at < $${params.length}`;
  }
  params.push(limit, offset);
  const result = await db.query(
    `${BASE_SQL}${where} ORDER BY o.paid_at DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const orders = await Promise.all(result.rows.map(loadOrder));
  return orders.map(buildReceipt);
}

async function getReceipt(orderNo) {
  const result = await db.query(`${BASE_SQL} AND o.order_no = $1`, [orderNo]);
  if (result.rows.length === 0) return null;
  return buildReceipt(await loadOrder(result.rows[0]));
}

module.exports = { beijingDayRange, buildReceipt, listReceipts, getReceipt };
