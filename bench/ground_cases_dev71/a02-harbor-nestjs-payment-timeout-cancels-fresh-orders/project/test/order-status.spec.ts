import { canTransition, OrderStatus } from '../src/orders/order-status';

describe('canTransition', () => {
  it('lets a pending order be paid or cancelled', () => {
    expect(canTransition(OrderStatus.PendingPayment, OrderStatus.Paid)).toBe(true);
    expect(canTransition(OrderStatus.PendingPayment, OrderStatus.Cancelled)).toBe(true);
  });

  it('does not cancel shipped orders', () => {
    expect(canTransition(OrderStatus.Shipped, OrderStatus.Cancelled)).toBe(false);
  });

  it('never leaves cancelled', () => {
    for (const to of Object.values(OrderStatus)) {
      expect(canTransition(OrderStatus.Cancelled, to)).toBe(false);
    }
  });
});
