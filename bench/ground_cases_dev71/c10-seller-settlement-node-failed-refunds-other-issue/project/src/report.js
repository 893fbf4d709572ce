'use strict';

function yuan(fen) {
  return (fen / 100).toFixed(2);
}

function totalsBySeller(rows) {
  const totals = new Map();
  for (const row of rows) {
    const t = totals.get(row.sellerId) || { sellerId: row.sellerId, orders: 0, payout: 0, commission: 0 };
    t.orders += 1;
    t.payout += row.payout;
    t.commission += row.commission;
    totals.set(row.sellerId, t);
  }
  return [...totals.values()];
}

function formatSummary(rows) {
  return totalsBySeller(rows)
    .map((t) => `${t.sellerId}\t订单 ${t.orders}\t佣金 ¥${yuan(t.commission)}\t结算 ¥${yuan(t.payout)}`)
    .join('\n');
}

function toCsv(rows) {
  const header = '订单号,卖家,商品金额,退款,佣金,结算金额';
  const lines = rows.map((r) =>
    [r.orderId, r.sellerId, yuan(r.gross), yuan(r.refunded), yuan(r.commission), yuan(r.payout)].join(','),
  );
  return [header, ...lines].join('\n');
}

module.exports = { yuan, totalsBySeller, formatSummary, toCsv };
