import { Injectable } from '@nestjs/common';

import { InventoryService } from '../inventory/inventory.service';
import { ReserveDto } from './reserve.dto';

@Injectable()
export class CartService {
  constructor(private readonly inventory: InventoryService) {}

  async addItem(dto: ReserveDto) {
    const reservation = await this.inventory.reserve(dto.skuId, dto.cartId, dto.qty);
    return {
      reservationId: reservation.id,
      skuId: dto.skuId,
      qty: reservation.qty,
      holdUntil: reservation.expiresAt.toISOString(),
    };
  }

  async removeItem(reservationId: string) {
    await this.inventory.release(reservationId);
    return { ok: true };
  }
}
