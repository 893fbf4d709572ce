import { Injectable } from '@nestjs/common';

export interface Stock {
  skuId: string;
  onHand: number;
  reserved: number;
}

export interface Reservation {
  id: string;
  skuId: string;
  cartId: string;
  qty: number;
  expiresAt: Date;
}

@Injectable()
export class InventoryRepository {
  private stocks = new Map<string, Stock>();
  private reservations = new Map<string, Reservation>();

  async findStock(skuId: string): Promise<Stock | undefined> {
    return this.stocks.get(skuId);
  }

  async saveStock(stock: Stock): Promise<void> {
    this.stocks.set(stock.skuId, { ...stock });
  }

  async saveReservation(r: Reservation): Promise<void> {
    this.reservations.set(r.id, r);
  }

  async deleteReservation(id: string): Promise<void> {
    this.reservations.delete(id);
  }

  async findReservation(id: string): Promise<Reservation | undefined> {
    return this.reservations.get(id);
  }

  async expiredBefore(now: Date): Promise<Reservation[]> {
    return [...this.reservations.values()].filter((r) => r.expiresAt < now);
  }
}
