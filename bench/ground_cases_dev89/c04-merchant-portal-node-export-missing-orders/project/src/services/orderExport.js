const dayjs = require('dayjs');
const utc = require('dayjs/plugin/utc');
const timezone = require('dayjs/plugin/timezone');
const { query } = require('../db');

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Shanghai';
const PAGE_SIZE = 500;

// from/to are calendar dates (YYYY-MM-DD), both inclusive, in the merchant's zone.
function buildRange(from, to) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from || '') || !/^\d{4}-\d{2}-\d{2}$/.test(to || '')) {
    throw new Error('from and to must be YYYY-MM-DD');
  }
  const start = dayjs.tz(from, ZONE).startOf('day');
  const end = dayjs.tz(to, ZONE).startOf('day');
  if (end.isBefore(start)) {
    throw new Error('to is before from');
  }
  return { start: start.toDate(), end: end.toDate() };
}

function toRow(order) {
  return {
    order_no: order.order_no,
    created_at: dayjs(order.created_at).tz(ZONE).format('YYYY-MM-DD HH:mm:ss'),
    buyer: order.buyer_name,
    status: order.status,
    amount: (order.amount_cents / 100).toFixed(2),
  };
}

async function* exportOrders(merchantId, range) {
  let offset = 0;
  for (;;) {
    const { rows } = await query(
      `SELECT order_no, created_at, buyer_name, status, amount_cents
         FROM orders
        WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3
        ORDER BY created_at, id
        LIMIT $4 OFFSET $5`,
      [merchantId, range.start, range.end, PAGE_SIZE, offset],
    );
    const kept = rows.filter((o) => o.status !== 'cancelled');
    for (const order of kept) {
      yield toRow(order);
    }
    if (kept.length < PAGE_SIZE) {
      return;
    }
    offset += PAGE_SIZE;
  }
}

module.exports = { buildRange, exportOrders, toRow, PAGE_SIZE };
