import { OrdersService } from '../src/orders/orders.service';

function repoWith(rows: any[]) {
  return { find: jest.fn().mockResolvedValue(rows) } as any;
}

describe('OrdersService.list', () => {
  it('returns nextCursor when the page is full', async () => {
    const rows = [1, 2].map((id) => ({ id, createdAt: new Date(Date.UTC(2025, 0, 3 - id)) }));
    const svc = new OrdersService(repoWith(rows));
    const page = await svc.list(1, undefined, 2);
    expect(page.nextCursor).toBe(rows[1].createdAt.toISOString());
  });

  it('returns null cursor on the last page', async () => {
    const svc = new OrdersService(repoWith([{ id: 1, createdAt: new Date() }]));
    const page = await svc.list(1, undefined, 20);
    expect(page.nextCursor).toBeNull();
  });
});
