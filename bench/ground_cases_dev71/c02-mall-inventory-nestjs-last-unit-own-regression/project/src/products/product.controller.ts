import { Controller, Get, NotFoundException, Param } from '@nestjs/common';

import { InventoryRepository } from '../inventory/inventory.repository';

@Controller('products')
export class ProductController {
  constructor(private readonly repo: InventoryRepository) {}

  @Get(':skuId/stock')
  async stock(@Param('skuId') skuId: string) {
    const stock = await this.repo.findStock(skuId);
    if (!stock) throw new NotFoundException();
    const available = Math.max(0, stock.onHand - stock.reserved);
    return { skuId, available, lowStock: available > 0 && available <= 3 };
  }
}
