import { ConflictException } from '@nestjs/common';

import { InventoryRepository } from './inventory.repository';
import { InventoryService } from './inventory.service';

describe('InventoryService', () => {
  let repo: InventoryRepository;
  let service: InventoryService;

  beforeEach(async () => {
    repo = new InventoryRepository();
    service = new InventoryService(repo);
    await repo.saveStock({ skuId: 'MUG-01', onHand: 10, reserved: 0 });
    await repo.saveStock({ skuId: 'SOLD-OUT', onHand: 2, reserved: 2 });
  });

  it('reserves when stock is available', async () => {
    const r = await service.reserve('MUG-01', 'cart-1');
    expect(r.qty).toBe(1);
    expect((await repo.findStock('MUG-01'))!.reserved).toBe(1);
  });

  it('reserves several units at once', async () => {
    const r = await service.reserve('MUG-01', 'cart-1', 3);
    expect(r.qty).toBe(3);
    expect((await repo.findStock('MUG-01'))!.reserved).toBe(3);
  });

  it('rejects when everything is reserved', async () => {
    await expect(service.reserve('SOLD-OUT', 'cart-1')).rejects.toBeInstanceOf(ConflictException);
  });

  it('release gives the stock back', async () => {
    const r = await service.reserve('MUG-01', 'cart-1');
    await service.release(r.id);
    expect((await repo.findStock('MUG-01'))!.reserved).toBe(0);
  });

  it('releaseExpired frees old holds', async () => {
    await service.reserve('MUG-01', 'cart-1');
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await service.releaseExpired(later)).toBe(1);
  });
});
