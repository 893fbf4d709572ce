'use strict';

// 金额单位：分
const DEFAULT_COMMISSION_RATE = 0.05;

function sumItems(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

/**
 * 计算一个订单给卖家的结算金额。
 * order: { id, items: [{ price, qty }], refunds: [{ amount, status }], shippingFee, shippingPaidBy }
 * seller: { id, commissionRate }
 */
function settleOrder(order, seller) {
  const rate = seller.commissionRate ?? DEFAULT_COMMISSION_RATE;
  const gross = sumItems(order.items);
  const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
  const commission = Math.round(Math.max(0, gross - refunded) * rate);
  const shipping = order.shippingPaidBy === 'platform' ? order.shippingFee : 0;
  const payout = gross - refunded - commission + shipping;
  return {
    orderId: order.id,
    sellerId: seller.id,
    gross,
    refunded,
    commission,
    shipping,
    payout: Math.max(0, payout),
  };
}

function settleBatch(orders, sellerMap) {
  const rows = [];
  for (const order of orders) {
    const seller = sellerMap.get(order.sellerId);
    if (!seller) {
      throw new Error(`unknown seller ${order.sellerId} on order ${order.id}`);
    }
    rows.push(settleOrder(order, seller));
  }
  return rows;
}

module.exports = { settleOrder, settleBatch, sumItems, DEFAULT_COMMISSION_RATE };
