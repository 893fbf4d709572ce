import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Reservation } from './reservation.entity';
import { StockItem } from './stock-item.entity';

export interface LineRequest {
  sku: string;
  quantity: number;
}

@Injectable()
export class InventoryService {
  constructor(
    @InjectRepository(StockItem) private readonly stock: Repository<StockItem>,
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
  ) {}

  async reserve(orderId: string, lines: LineRequest[]): Promise<void> {
    for (const line of lines) {
      const item = await this.stock.findOneByOrFail({ sku: line.sku });
      if (item.available < line.quantity) {
        throw new ConflictException(`Only ${item.available} of ${line.sku} left`);
      }
      item.reserved += line.quantity;
      await this.stock.save(item);
      await this.reservations.insert({ orderId, sku: line.sku, quantity: line.quantity, releasedAt: null });
    }
  }

  /** Gives reserved stock back (cancel, payment timeout). Safe to call twice. */
  async release(orderId: string): Promise<void> {
    const open = await this.reservations.findBy({ orderId, releasedAt: IsNull() });
    for (const r of open) {
      const item = await this.stock.findOneByOrFail({ sku: r.sku });
      item.reserved -= r.quantity;
      await this.stock.save(item);
      await this.reservations.update(r.id, { releasedAt: new Date() });
    }
  }

  /** Turns the reservation into a real stock decrement once the order is paid. */
  async commit(orderId: string): Promise<void> {
    const open = await this.reservations.findBy({ orderId, releasedAt: IsNull() });
    for (const r of open) {
      const item = await this.stock.findOneByOrFail({ sku: r.sku });
      item.reserved -= r.quantity;
      item.onHand -= r.quantity;
      await this.stock.save(item);
      await this.reservations.update(r.id, { releasedAt: new Date() });
    }
  }
}
