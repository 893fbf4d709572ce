import { OrdersService } from '../src/orders/orders.service';
import { OrderStatus } from '../src/orders/order-status';

function setup(status: OrderStatus) {
  const order = { id: 'o-1', status, cancelReason: null } as any;
  const orders = { findOneBy: jest.fn().mockResolvedValue(order), save: jest.fn(async (o) => o), find: jest.fn() };
  const inventory = { release: jest.fn(), commit: jest.fn() };
  const config = { get: jest.fn().mockReturnValue(undefined) };
  const service = new OrdersService(orders as any, inventory as any, config as any);
  return { service, orders, inventory, order };
}

describe('OrdersService', () => {
  it('commits stock when paid', async () => {
    const { service, inventory } = setup(OrderStatus.PendingPayment);
    await service.markPaid('o-1', 'pi_123');
    expect(inventory.commit).toHaveBeenCalledWith('o-1');
  });

  it('releases the reservation on cancel', async () => {
    const { service, inventory, order } = setup(OrderStatus.PendingPayment);
    await service.cancel('o-1', 'cancelled_by_staff');
    expect(inventory.release).toHaveBeenCalledWith('o-1');
    expect(order.status).toBe(OrderStatus.Cancelled);
  });

  it('refuses to cancel a shipped order', async () => {
    const { service } = setup(OrderStatus.Shipped);
    await expect(service.cancel('o-1', 'x')).rejects.toThrow('cannot move order');
  });
});
