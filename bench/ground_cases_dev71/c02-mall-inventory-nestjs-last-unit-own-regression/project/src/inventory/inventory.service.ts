import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'crypto';

import { InventoryRepository, Reservation } from './inventory.repository';

const HOLD_MINUTES = 15;

@Injectable()
export class InventoryService {
  constructor(private readonly repo: InventoryRepository) {}

  async reserve(skuId: string, cartId: string, qty = 1): Promise<Reservation> {
    const stock = await this.repo.findStock(skuId);
    if (!stock) throw new NotFoundException(`sku ${skuId} not found`);
    const available = stock.onHand - stock.reserved;
    if (available <= qty) {
      throw new ConflictException('库存不足');
    }
    stock.reserved += qty;
    await this.repo.saveStock(stock);
    const reservation: Reservation = {
      id: randomUUID(),
      skuId,
      cartId,
      qty,
      expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    };
    await this.repo.saveReservation(reservation);
    return reservation;
  }

  async release(reservationId: string): Promise<void> {
    const r = await this.repo.findReservation(reservationId);
    if (!r) return;
    const stock = await this.repo.findStock(r.skuId);
    if (stock) {
      stock.reserved = Math.max(0, stock.reserved - r.qty);
      await this.repo.saveStock(stock);
    }
    await this.repo.deleteReservation(r.id);
  }

  async releaseExpired(now = new Date()): Promise<number> {
    const expired = await this.repo.expiredBefore(now);
    for (const r of expired) {
      await this.release(r.id);
    }
    return expired.length;
  }
}
