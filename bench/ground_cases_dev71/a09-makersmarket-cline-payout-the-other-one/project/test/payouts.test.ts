import { describe, expect, it } from 'vitest';
import { computePayout } from '../src/payouts/payouts.js';
import type { Seller, SellerOrder } from '../src/types.js';

const seller: Seller = { id: 's1', name: 'Kiln & Co', commissionRate: 0.12, iban: 'DE02100100100006820101' };

function order(id: string, deliveredAt: string, items = 5000, shipping = 490): SellerOrder {
  return { id, sellerId: 's1', status: 'delivered', itemsCents: items, shippingCents: shipping, deliveredAt: new Date(deliveredAt) };
}

describe('computePayout', () => {
  it('takes 12 % of items and shipping', () => {
    const p = computePayout(seller, [order('o1', '2025-10-10T12:00:00Z')], 2025, 10);
    expect(p.lines[0]).toMatchObject({ grossCents: 5490, commissionCents: 659, payoutCents: 4831 });
  });

  it('ignores orders of other months', () => {
    const p = computePayout(seller, [order('o1', '2025-09-30T23:00:00Z'), order('o2', '2025-11-01T00:00:00Z')], 2025, 10);
    expect(p.lines).toHaveLength(0);
  });

  it('ignores refunded orders', () => {
    const refunded = { ...order('o1', '2025-10-05T09:00:00Z'), status: 'refunded' as const };
    expect(computePayout(seller, [refunded], 2025, 10).totalCents).toBe(0);
  });
});
