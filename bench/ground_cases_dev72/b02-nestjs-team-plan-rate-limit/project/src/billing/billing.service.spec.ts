import { BillingService } from './billing.service';

describe('BillingService', () => {
  const svc = new BillingService();

  it('prices pro seats', () => {
    expect(svc.monthlyPrice('pro', 10)).toBe(18000);
  });

  it('prorates added pro seats by remaining days', () => {
    // 1800 * 3 * 10 / 30 = 1800
    expect(svc.prorateSeats('pro', 3, 10, 30)).toBe(1800);
  });

  it('rounds proration down', () => {
    // 2400 * 1 * 7 / 31 = 541.9...
    expect(svc.prorateSeats('team', 1, 7, 31)).toBe(541);
  });

  it('rejects seats over the free limit', () => {
    expect(() => svc.monthlyPrice('free', 4)).toThrow('at most 3 seats');
  });
});
