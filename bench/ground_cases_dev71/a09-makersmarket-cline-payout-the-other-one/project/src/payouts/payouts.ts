import type { Payout, Seller, SellerOrder } from '../types.js';
import { commissionCents, grossCents } from './commission.js';
import { periodBounds, periodLabel } from './period.js';

/** Orders that count for a seller's payout: delivered inside the period. */
export function payableOrders(orders: SellerOrder[], sellerId: string, year: number, month: number): SellerOrder[] {
  const { start, end } = periodBounds(year, month);
  return orders.filter(
    (o) =>
      o.sellerId === sellerId &&
      o.status === 'delivered' &&
      o.deliveredAt !== null &&
      o.deliveredAt >= start &&
      o.deliveredAt < end,
  );
}

export function computePayout(seller: Seller, orders: SellerOrder[], year: number, month: number): Payout {
  const lines = payableOrders(orders, seller.id, year, month).map((o) => {
    const gross = grossCents(o);
    const commission = commissionCents(seller, o);
    return { orderId: o.id, grossCents: gross, commissionCents: commission, payoutCents: gross - commission };
  });
  return {
    sellerId: seller.id,
    period: periodLabel(year, month),
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.payoutCents, 0),
  };
}
