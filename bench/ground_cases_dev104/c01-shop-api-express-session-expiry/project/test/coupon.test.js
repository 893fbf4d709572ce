const { applyCoupon, isCouponValid, findCoupon } = require('../src/services/coupon');

describe('coupon', () => {
  const now = new Date('2026-03-01T08:00:00Z');

  it('applies WELCOME10 exactly at the threshold', () => {
    const r = applyCoupon(5000, 'welcome10', now);
    expect(r.discountCents).toBe(500);
    expect(r.totalCents).toBe(4500);
    expect(r.applied).toBe('WELCOME10');
  });

  it('does not apply below the threshold', () => {
    const r = applyCoupon(4999, 'WELCOME10', now);
    expect(r.discountCents).toBe(0);
    expect(r.applied).toBeNull();
  });

  it('caps a flat coupon at the subtotal', () => {
    expect(applyCoupon(3000, 'FLAT500', now).totalCents).toBe(2500);
  });

  it('rejects an expired coupon', () => {
    const later = new Date('2026-06-01T00:00:00Z');
    expect(isCouponValid(findCoupon('SPRING25'), 30000, later)).toBe(false);
  });

  it('accepts SPRING25 on its last day', () => {
    const lastDay = new Date('2026-05-31T20:00:00Z');
    expect(isCouponValid(findCoupon('SPRING25'), 20000, lastDay)).toBe(true);
  });

  it('ignores unknown codes', () => {
    expect(applyCoupon(10000, 'NOPE', now).discountCents).toBe(0);
  });
});
