import { CouponService } from '../src/services/couponService';
import { Coupon } from '../src/models/coupon';

jest.mock('../src/lib/cache', () => ({ cache: { get: jest.fn(), set: jest.fn(), del: jest.fn() } }));

const base: Coupon = {
  id: 1,
  title: '满100减20',
  type: 'fixed',
  value: 2000,
  maxOff: null,
  minSpend: 10000,
  validFrom: '2025-11-01',
  validTo: '2025-11-30',
  totalLimit: 1000,
  usedCount: 0,
};

describe('CouponService', () => {
  const svc = new CouponService({ query: jest.fn() } as any);

  it('rejects orders below min spend', () => {
    expect(svc.isUsable(base, 9999, new Date('2025-11-10T12:00:00+08:00'))).toBe(false);
  });

  it('caps percent coupons at maxOff', () => {
    const c = { ...base, type: 'percent' as const, value: 15, maxOff: 3000 };
    expect(svc.discountFor(c, 50000)).toBe(3000);
  });

  it('fixed coupon never exceeds order amount', () => {
    expect(svc.discountFor(base, 1500)).toBe(1500);
  });
});
